"use client";
import { useState } from "react";
import { useMutation } from "@/ui/forms/use-mutation";
import { controlClass, describedBy, Field } from "@/ui/forms/field";
import { graphql } from "@/ui/graphql-documents";
import { notify } from "@/ui/notify";
import { stockReasonLabels } from "@/modules/listings/components/listing-form-values";

const SET_STOCK = graphql(`
  mutation SetListingStock($id: ID!, $stock: String!, $reason: StockChangeReason) { setListingStock(id: $id, stock: $stock, reason: $reason) { id stock } }
`);

const reasons = ["RESTOCK", "SALE", "CORRECTION", "EDIT"] as const;

/** Set the count in stock with why it changed; the change and who made it join the history below. */
export function ListingStockForm({ id, stock }: { id: string; stock: number }) {
  const mutate = useMutation();
  const [value, setValue] = useState(String(stock));
  const [reason, setReason] = useState<(typeof reasons)[number]>("RESTOCK");
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    const data = await mutate(
      SET_STOCK,
      { id, stock: value, reason },
      { fieldError: (_field, message) => setError(message) },
    );
    setBusy(false);
    if (data?.setListingStock) notify.success(`Stock set to ${data.setListingStock.stock ?? value}`);
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label="Set stock"
      className="grid gap-3 smm:grid-cols-[8rem_1fr_auto] smm:items-end"
    >
      <Field id="stock-count" label="New count" error={error}>
        <input
          {...describedBy("stock-count", error)}
          inputMode="numeric"
          value={value}
          onChange={(e) => setValue(e.target.value)}
          className={controlClass}
        />
      </Field>
      <Field id="stock-reason" label="Why">
        <select
          id="stock-reason"
          value={reason}
          onChange={(e) => setReason(reasons.find((r) => r === e.target.value) ?? "EDIT")}
          className={controlClass}
        >
          {reasons.map((r) => (
            <option key={r} value={r}>
              {stockReasonLabels[r]}
            </option>
          ))}
        </select>
      </Field>
      <button
        type="submit"
        disabled={busy}
        className="rounded-lg font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-light disabled:opacity-60 bg-primary-light text-white hover:bg-primary-light/90 px-4 py-2.5"
      >
        {busy ? "Saving…" : "Set stock"}
      </button>
    </form>
  );
}
