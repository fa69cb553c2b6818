"use client";
import { Dialog } from "@base-ui/react/dialog";
import { useId, useState, type ReactNode } from "react";
import { formatNaira } from "@/lib/money";
import { parsePercent } from "@/modules/listings/components/seller-listing-labels";
import { useListingSelection } from "@/modules/listings/components/seller-listing-selection";
import { graphql } from "@/ui/graphql-documents";
import { useMutation } from "@/ui/forms/use-mutation";

/**
 * What the seller does to the ticked listings of this page: publish, pause, archive (after a confirmation), restore,
 * or change their prices by a percentage. The server applies all or nothing; the result opens in a popup that names
 * each listing, and the page refreshes under it.
 */

const BULK = graphql(`
  mutation SellerListBulk($vendorId: ID!, $ids: [ID!]!, $status: ListingStatusAction, $priceChangePercent: Float) {
    bulkUpdateListings(vendorId: $vendorId, ids: $ids, status: $status, priceChangePercent: $priceChangePercent) { id title status priceKobo }
  }
`);

type Action = "PUBLISH" | "PAUSE" | "ARCHIVE" | "RESTORE";
type Step = { kind: "archive" } | { kind: "price" } | null;
interface Outcome {
  heading: string;
  rows: { id: string; title: string; detail: string }[];
}

const verbs: Record<Action, { button: string; done: string }> = {
  PUBLISH: { button: "Publish", done: "published" },
  PAUSE: { button: "Pause", done: "paused" },
  ARCHIVE: { button: "Archive", done: "archived" },
  RESTORE: { button: "Restore as draft", done: "restored as drafts" },
};

const statusWords: Record<string, string> = {
  DRAFT: "Draft",
  ACTIVE: "Active",
  PAUSED: "Paused",
  ARCHIVED: "Archived",
};
const plural = (n: number) => `${n} ${n === 1 ? "listing" : "listings"}`;
const button =
  "rounded-lg border border-black/15 bg-white px-3 py-2 text-sm font-semibold text-primary hover:bg-black/5 disabled:opacity-60";

export function SellerListingBulkBar({ vendorId }: { vendorId: string }) {
  const { selected, clear } = useListingSelection();
  const mutate = useMutation();
  const percentId = useId();
  const [step, setStep] = useState<Step>(null);
  const [percent, setPercent] = useState("");
  const [percentError, setPercentError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const ids = [...selected];

  async function run(
    variables: { status?: Action; priceChangePercent?: number },
    heading: (n: number) => string,
    detail: (row: { status: string | null; priceKobo: number | null }) => string,
  ) {
    setBusy(true);
    const data = await mutate(
      BULK,
      { vendorId, ids, status: variables.status ?? null, priceChangePercent: variables.priceChangePercent ?? null },
      {
        fieldError: (field, message) => field === "priceChangePercent" && setPercentError(message),
      },
    );
    setBusy(false);
    const rows = data?.bulkUpdateListings;
    if (!rows) return;
    setStep(null);
    setPercent("");
    clear();
    setOutcome({
      heading: heading(rows.length),
      rows: rows.flatMap((row) =>
        row
          ? [
              {
                id: row.id ?? "",
                title: row.title ?? "",
                detail: detail({ status: row.status ?? null, priceKobo: row.priceKobo ?? null }),
              },
            ]
          : [],
      ),
    });
  }

  const setStatus = (action: Action) =>
    void run(
      { status: action },
      (n) => `${plural(n)} ${verbs[action].done}`,
      (row) => (row.status ? (statusWords[row.status] ?? row.status) : ""),
    );

  function changePrices() {
    const value = parsePercent(percent);
    if (value === null || value === 0 || value < -90 || value > 500) {
      setPercentError("Type a percentage from −90 to +500, e.g. 10 or −5");
      return;
    }
    setPercentError(null);
    void run(
      { priceChangePercent: value },
      (n) => `Prices of ${plural(n)} changed by ${value > 0 ? "+" : ""}${value}%`,
      (row) => (row.priceKobo === null ? "" : `Now ${formatNaira(row.priceKobo)}`),
    );
  }

  return (
    <>
      {ids.length > 0 ? (
        <div
          role="region"
          aria-label="Selected listings"
          className="sticky bottom-2 z-20 flex flex-wrap items-center gap-2 rounded-xl border border-black/15 bg-white p-3 shadow-lg"
        >
          <p className="mr-auto text-sm font-semibold" aria-live="polite">
            {plural(ids.length)} selected
          </p>
          {(["PUBLISH", "PAUSE"] as const).map((action) => (
            <button key={action} type="button" disabled={busy} onClick={() => setStatus(action)} className={button}>
              {verbs[action].button}
            </button>
          ))}
          <button type="button" disabled={busy} onClick={() => setStep({ kind: "archive" })} className={button}>
            Archive
          </button>
          <button type="button" disabled={busy} onClick={() => setStatus("RESTORE")} className={button}>
            {verbs.RESTORE.button}
          </button>
          <button type="button" disabled={busy} onClick={() => setStep({ kind: "price" })} className={button}>
            Change price by %
          </button>
          <button
            type="button"
            disabled={busy}
            onClick={clear}
            className="px-2 py-2 text-sm font-semibold text-primary-light hover:underline"
          >
            Clear
          </button>
        </div>
      ) : null}

      <Popup open={step?.kind === "archive"} onClose={() => setStep(null)} title={`Archive ${plural(ids.length)}?`}>
        <p className="text-sm">
          Archived listings leave the market at once and stop taking orders. You can restore them later as drafts.
        </p>
        <div className="mt-4 flex flex-wrap gap-2">
          <button
            type="button"
            disabled={busy}
            onClick={() => setStatus("ARCHIVE")}
            className="rounded-lg font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-light disabled:opacity-60 bg-primary-light text-white hover:bg-primary-light/90 px-4 py-2.5"
          >
            {busy ? "Archiving…" : `Yes, archive ${plural(ids.length)}`}
          </button>
          <Dialog.Close className={button}>Cancel</Dialog.Close>
        </div>
      </Popup>

      <Popup
        open={step?.kind === "price"}
        onClose={() => setStep(null)}
        title={`Change the price of ${plural(ids.length)}`}
      >
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            changePrices();
          }}
        >
          <label htmlFor={percentId} className="block text-sm font-medium">
            By how many percent? Use a minus for a discount.
          </label>
          <div className="mt-1 flex items-center gap-2">
            <input
              id={percentId}
              inputMode="decimal"
              value={percent}
              onChange={(event) => setPercent(event.target.value)}
              placeholder="e.g. 10 or -5"
              aria-invalid={percentError ? true : undefined}
              aria-describedby={percentError ? `${percentId}-error` : undefined}
              className="w-32 rounded-lg border border-black/20 bg-white px-3 py-2 text-base outline-none focus:border-primary-light aria-invalid:border-error"
            />
            <span aria-hidden="true">%</span>
          </div>
          {percentError ? (
            <p id={`${percentId}-error`} role="alert" className="mt-1 text-sm text-error">
              {percentError}
            </p>
          ) : null}
          <p className="mt-2 text-xs text-primary/75">
            Prices are rounded to the kobo. A price far above typical is held for review.
          </p>
          <div className="mt-4 flex flex-wrap gap-2">
            <button
              type="submit"
              disabled={busy}
              className="rounded-lg font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-light disabled:opacity-60 bg-primary-light text-white hover:bg-primary-light/90 px-4 py-2.5"
            >
              {busy ? "Changing…" : "Change prices"}
            </button>
            <Dialog.Close className={button}>Cancel</Dialog.Close>
          </div>
        </form>
      </Popup>

      <Popup
        open={outcome !== null}
        onClose={() => setOutcome(null)}
        title={outcome?.heading ?? ""}
        testId="bulk-result"
      >
        <ul className="max-h-72 divide-y divide-black/10 overflow-y-auto text-sm">
          {outcome?.rows.map((row) => (
            <li key={row.id} className="flex justify-between gap-3 py-2">
              <span className="min-w-0 break-words">{row.title}</span>
              <span className="shrink-0 font-medium">{row.detail}</span>
            </li>
          ))}
        </ul>
        <Dialog.Close className="mt-4 rounded-lg font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-light disabled:opacity-60 bg-primary-light text-white hover:bg-primary-light/90 px-4 py-2.5">
          Done
        </Dialog.Close>
      </Popup>
    </>
  );
}

function Popup({
  open,
  onClose,
  title,
  testId,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <Dialog.Portal>
        <Dialog.Backdrop className="fixed inset-0 z-40 bg-black/45" />
        <Dialog.Viewport className="fixed inset-0 z-50 flex items-start justify-center overflow-y-auto px-3 py-6">
          <Dialog.Popup
            data-testid={testId}
            className="relative my-auto w-full max-w-[420px] rounded-2xl bg-white p-5 text-primary shadow-xl outline-none"
          >
            <Dialog.Title className="mb-3 pr-6 text-lg font-bold">{title}</Dialog.Title>
            {children}
          </Dialog.Popup>
        </Dialog.Viewport>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
