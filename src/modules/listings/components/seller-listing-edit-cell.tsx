"use client";
import { useId, useState, type FormEvent } from "react";
import { formatNaira } from "@/lib/money";
import { LOW_STOCK, stockTone } from "@/modules/listings/components/seller-listing-labels";
import { graphql } from "@/ui/graphql-documents";
import { useMutation } from "@/ui/forms/use-mutation";
import { notify } from "@/ui/notify";

/**
 * Price and stock changed where they are shown: tap the value, type, Enter (or Save); Escape (or Cancel) leaves it.
 * The price goes through `setListingPrice` (the form's own parsing, the desk fed), the stock through `setListingStock`.
 * A failure keeps the input open with what was typed and the server's message under it.
 */

const SET_PRICE = graphql(`
  mutation SellerListPrice($id: ID!, $price: String!) {
    setListingPrice(id: $id, price: $price) { id priceKobo }
  }
`);

const SET_STOCK = graphql(`
  mutation SellerListStock($id: ID!, $stock: String!) {
    setListingStock(id: $id, stock: $stock, reason: EDIT) { id stock }
  }
`);

type Save = (value: string, fieldError: (message: string) => void) => Promise<boolean>;

interface InlineEditProps {
  /** What the value is, for the button and the input ("Price of Ofada rice"). */
  label: string;
  shown: React.ReactNode;
  initial: string;
  inputMode: "decimal" | "numeric";
  save: Save;
}

function InlineEdit({ label, shown, initial, inputMode, save }: InlineEditProps) {
  const errorId = useId();
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  function open() {
    setValue(initial);
    setError(null);
    setEditing(true);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    setSaving(true);
    setError(null);
    const ok = await save(value.trim(), setError);
    setSaving(false);
    if (ok) setEditing(false);
  }

  if (!editing) {
    return (
      <button
        type="button"
        onClick={open}
        aria-label={`Change ${label.toLowerCase()}`}
        className="group inline-flex min-h-9 items-center gap-1.5 rounded-md px-1.5 py-1 text-left hover:bg-black/5 focus-visible:outline-2 focus-visible:outline-primary-light"
      >
        {shown}
        <span aria-hidden="true" className="text-xs text-primary/50 group-hover:text-primary-light">
          ✎
        </span>
      </button>
    );
  }
  return (
    <form
      onSubmit={submit}
      onKeyDown={(event) => event.key === "Escape" && setEditing(false)}
      className="flex flex-wrap items-center gap-1.5"
      noValidate
    >
      <input
        // The seller tapped to edit: the input is what they want next.
        autoFocus
        aria-label={label}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        inputMode={inputMode}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        maxLength={20}
        className="w-28 rounded-md border border-black/25 bg-white px-2 py-1.5 text-base outline-none focus:border-primary-light focus:ring-2 focus:ring-primary-light/20 aria-invalid:border-error"
      />
      <button
        type="submit"
        disabled={saving}
        className="rounded-md bg-primary-light px-2.5 py-1.5 text-sm font-semibold text-white disabled:opacity-60"
      >
        {saving ? "Saving…" : "Save"}
      </button>
      <button
        type="button"
        onClick={() => setEditing(false)}
        disabled={saving}
        className="rounded-md px-2 py-1.5 text-sm font-semibold text-primary-light hover:bg-black/5"
      >
        Cancel
      </button>
      {error ? (
        <p id={errorId} role="alert" className="basis-full text-sm text-error">
          {error}
        </p>
      ) : null}
    </form>
  );
}

/** "₦78,500.50" → "78,500.50": what the seller edits, which the server's parser reads back. */
function editablePrice(kobo: number): string {
  return formatNaira(kobo).replace(/^[^\d-]+/, "");
}

export function PriceCell({
  id,
  title,
  priceKobo,
  editable,
}: {
  id: string;
  title: string;
  priceKobo: number;
  editable: boolean;
}) {
  const mutate = useMutation();
  // What this cell saved, until the refreshed page brings the server's value (a bulk change may bring another).
  const [saved, setSaved] = useState<{ base: number; kobo: number } | null>(null);
  const kobo = saved && saved.base === priceKobo ? saved.kobo : priceKobo;
  const shown = <span className="font-semibold whitespace-nowrap">{formatNaira(kobo)}</span>;
  if (!editable) return <span title="Your role cannot change prices">{shown}</span>;
  return (
    <InlineEdit
      label={`Price of ${title}`}
      shown={shown}
      initial={editablePrice(kobo)}
      inputMode="decimal"
      save={async (price, fieldError) => {
        const data = await mutate(SET_PRICE, { id, price }, { fieldError: (_field, message) => fieldError(message) });
        const next = data?.setListingPrice?.priceKobo;
        if (typeof next !== "number") return false;
        setSaved({ base: priceKobo, kobo: next });
        notify.success(`${title} now costs ${formatNaira(next)}`);
        return true;
      }}
    />
  );
}

export function StockBadge({ stock }: { stock: number }) {
  const tone = stockTone(stock);
  if (tone === "out")
    return (
      <span className="rounded-full bg-primary-light/10 px-2 py-0.5 text-sm font-semibold whitespace-nowrap text-primary-light">
        Out of stock
      </span>
    );
  if (tone === "low")
    return (
      <span
        title={`${LOW_STOCK} or fewer left`}
        className="rounded-full bg-warning-bg px-2 py-0.5 text-sm font-semibold whitespace-nowrap ring-1 ring-black/15"
      >
        {stock} left · low
      </span>
    );
  return <span className="whitespace-nowrap">{stock.toLocaleString("en-NG")} in stock</span>;
}

export function StockCell({
  id,
  title,
  stock,
  editable,
}: {
  id: string;
  title: string;
  stock: number;
  editable: boolean;
}) {
  const mutate = useMutation();
  const [saved, setSaved] = useState<{ base: number; stock: number } | null>(null);
  const count = saved && saved.base === stock ? saved.stock : stock;
  const shown = <StockBadge stock={count} />;
  if (!editable) return shown;
  return (
    <InlineEdit
      label={`Stock of ${title}`}
      shown={shown}
      initial={String(count)}
      inputMode="numeric"
      save={async (value, fieldError) => {
        const data = await mutate(
          SET_STOCK,
          { id, stock: value },
          { fieldError: (_field, message) => fieldError(message) },
        );
        const next = data?.setListingStock?.stock;
        if (typeof next !== "number") return false;
        setSaved({ base: stock, stock: next });
        notify.success(`${title}: ${next.toLocaleString("en-NG")} in stock`);
        return true;
      }}
    />
  );
}
