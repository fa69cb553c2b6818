"use client";
import { useEffect, useState } from "react";
import { nigerianStates } from "@/lib/nigeria";
import type { DeliveryRate } from "@/modules/delivery/delivery.types";
import { controlClass } from "@/ui/forms/field";
import { SubmitButton } from "@/ui/forms/submit-button";
import { graphql } from "@/ui/graphql-documents";
import { useMutation } from "@/ui/forms/use-mutation";
import { notify } from "@/ui/notify";

const SAVE = graphql(`
  mutation SetVendorDeliveryRates($vendorId: ID!, $rates: [DeliveryRateInput!]!) {
    setVendorDeliveryRates(vendorId: $vendorId, rates: $rates) { state lga feeKobo minDays maxDays }
  }
`);

interface Row {
  key: number;
  state: string;
  lga: string;
  fee: string;
  minDays: string;
  maxDays: string;
}

let nextKey = 0;
const rowOf = (rate?: DeliveryRate): Row => ({
  key: (nextKey += 1),
  state: rate?.state ?? "",
  lga: rate?.lga ?? "",
  fee: rate ? (rate.feeKobo / 100).toFixed(2).replace(/\.00$/, "") : "",
  minDays: rate ? String(rate.minDays) : "1",
  maxDays: rate ? String(rate.maxDays) : "3",
});

const smallButton =
  "rounded-lg font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-light border border-black/20 bg-white px-3 py-2 text-sm text-primary hover:bg-black/5";

/**
 * The seller's delivery fees: one row per state, or per local government area (which wins over its state's row). The
 * whole table is saved at once; the server checks every row again and its messages appear under the row they name.
 */
export function DeliveryRatesForm({ vendorId, saved }: { vendorId: string; saved: DeliveryRate[] }) {
  const [rows, setRows] = useState<Row[]>(() => saved.map(rowOf));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);
  // The 774 areas load after the page, once a row names a state: the profile's first paint does not carry them.
  const [lgasOf, setLgasOf] = useState<((state: string) => readonly string[]) | null>(null);
  const needsAreas = rows.some((row) => row.state !== "");
  useEffect(() => {
    if (needsAreas && !lgasOf) void import("@/lib/nigerian-lgas").then((m) => setLgasOf(() => m.lgasOf));
  }, [needsAreas, lgasOf]);
  const mutate = useMutation();
  const change = (key: number, field: keyof Omit<Row, "key">, value: string) =>
    setRows((current) =>
      current.map((row) =>
        row.key !== key ? row : { ...row, [field]: value, ...(field === "state" ? { lga: "" } : {}) },
      ),
    );

  async function save(event: React.FormEvent) {
    event.preventDefault();
    setPending(true);
    setErrors({});
    const found: Record<string, string> = {};
    const data = await mutate(
      SAVE,
      {
        vendorId,
        rates: rows.map((row) => ({
          state: row.state,
          lga: row.lga || null,
          fee: row.fee,
          minDays: Number.parseInt(row.minDays, 10),
          maxDays: Number.parseInt(row.maxDays, 10),
        })),
      },
      { fieldError: (field, message) => (found[field] = message) },
    );
    setErrors(found);
    setPending(false);
    if (data) notify.success("Delivery fees saved");
  }

  return (
    <form onSubmit={save} noValidate className="space-y-4">
      {rows.length === 0 ? (
        <p className="text-sm text-primary/80">
          You do not deliver yourself yet. Buyers can still collect from your stores or choose Oja&apos;s courier.
        </p>
      ) : null}
      <ul className="space-y-3">
        {rows.map((row, index) => {
          const error = (field: string) => errors[`rates.${index}.${field}`];
          const id = (field: string) => `delivery-${row.key}-${field}`;
          return (
            <li key={row.key} className="grid gap-2 rounded-lg border border-black/10 p-3 sm:grid-cols-6">
              <label className="sm:col-span-2 text-sm">
                <span className="mb-1 block font-medium">State</span>
                <select
                  id={id("state")}
                  className={controlClass}
                  value={row.state}
                  aria-invalid={error("state") ? true : undefined}
                  onChange={(event) => change(row.key, "state", event.target.value)}
                >
                  <option value="">Choose a state</option>
                  {nigerianStates.map((state) => (
                    <option key={state} value={state}>
                      {state}
                    </option>
                  ))}
                </select>
                {error("state") ? <span className="mt-1 block text-error">{error("state")}</span> : null}
              </label>
              <label className="sm:col-span-2 text-sm">
                <span className="mb-1 block font-medium">Area</span>
                <select
                  id={id("lga")}
                  className={controlClass}
                  value={row.lga}
                  disabled={!row.state}
                  aria-invalid={error("lga") ? true : undefined}
                  onChange={(event) => change(row.key, "lga", event.target.value)}
                >
                  <option value="">The whole state</option>
                  {(lgasOf?.(row.state) ?? (row.lga ? [row.lga] : [])).map((lga) => (
                    <option key={lga} value={lga}>
                      {lga}
                    </option>
                  ))}
                </select>
                {error("lga") ? <span className="mt-1 block text-error">{error("lga")}</span> : null}
              </label>
              <label className="text-sm">
                <span className="mb-1 block font-medium">Fee (₦)</span>
                <input
                  id={id("fee")}
                  inputMode="decimal"
                  className={controlClass}
                  value={row.fee}
                  placeholder="2,500"
                  aria-invalid={error("fee") ? true : undefined}
                  onChange={(event) => change(row.key, "fee", event.target.value)}
                />
                {error("fee") ? <span className="mt-1 block text-error">{error("fee")}</span> : null}
              </label>
              <fieldset className="text-sm">
                <legend className="mb-1 block font-medium">Days</legend>
                <div className="flex items-center gap-1">
                  <input
                    aria-label="Earliest day"
                    inputMode="numeric"
                    className={controlClass}
                    value={row.minDays}
                    onChange={(event) => change(row.key, "minDays", event.target.value)}
                  />
                  <span aria-hidden>–</span>
                  <input
                    aria-label="Latest day"
                    inputMode="numeric"
                    className={controlClass}
                    value={row.maxDays}
                    onChange={(event) => change(row.key, "maxDays", event.target.value)}
                  />
                </div>
                {error("minDays") || error("maxDays") ? (
                  <span className="mt-1 block text-error">{error("minDays") ?? error("maxDays")}</span>
                ) : null}
              </fieldset>
              <div className="sm:col-span-6">
                <button
                  type="button"
                  className={smallButton}
                  onClick={() => setRows((current) => current.filter((other) => other.key !== row.key))}
                >
                  Remove
                </button>
              </div>
            </li>
          );
        })}
      </ul>
      <div className="flex flex-wrap gap-3">
        <button type="button" className={smallButton} onClick={() => setRows((current) => [...current, rowOf()])}>
          Add a place
        </button>
        <SubmitButton pending={pending}>Save delivery fees</SubmitButton>
      </div>
    </form>
  );
}
