"use client";
import { useState } from "react";
import { useDeskMatches } from "@/modules/listings/components/listing-price-desk";

/**
 * Under the title: the price-desk item the title matches, to accept (links the listing to it, so its price feeds
 * the desk and the seller sees the typical price) or dismiss. Once accepted it stays until the seller unlinks it.
 */
export function ListingDeskSuggestion({
  title,
  state,
  value,
  onChange,
}: {
  title: string;
  state: string;
  value: string;
  onChange: (priceItemId: string) => void;
}) {
  const matches = useDeskMatches(title, state);
  const [dismissed, setDismissed] = useState<ReadonlySet<string>>(new Set());
  const linked = value ? matches.find((item) => item.id === value) : undefined;
  if (value) {
    return (
      <div
        role="status"
        aria-label="Price desk"
        className="rounded-lg border border-primary-light/30 bg-primary-light/5 p-3 text-sm"
      >
        <p>
          Price desk item: <strong>{linked?.name ?? "linked"}</strong>
          {linked?.unitLabel ? ` (per ${linked.unitLabel})` : null}
        </p>
        {linked?.typical ? <p className="mt-1 font-medium">{linked.typical}</p> : null}
        <button
          type="button"
          onClick={() => {
            setDismissed((d) => new Set(d).add(value));
            onChange("");
          }}
          className="mt-1 font-semibold text-primary-light underline"
        >
          Not this item
        </button>
      </div>
    );
  }
  const suggestion = matches.find((item) => !dismissed.has(item.id));
  if (!suggestion) return null;
  return (
    <div role="status" aria-label="Price desk" className="rounded-lg border border-black/10 bg-white p-3 text-sm">
      <p>
        Is it <strong>{suggestion.name}</strong>
        {suggestion.unitLabel ? ` (per ${suggestion.unitLabel})` : null}?
      </p>
      {suggestion.typical ? (
        <p className="mt-1 font-medium">{suggestion.typical}</p>
      ) : (
        <p className="mt-1 text-primary/75">The price desk has no typical price for it yet.</p>
      )}
      <div className="mt-2 flex flex-wrap gap-2">
        <button
          type="button"
          onClick={() => onChange(suggestion.id)}
          className="rounded-lg bg-primary-light px-3 py-1.5 font-semibold text-white"
        >
          Yes, link it
        </button>
        <button
          type="button"
          onClick={() => setDismissed((d) => new Set(d).add(suggestion.id))}
          className="rounded-lg border border-black/20 px-3 py-1.5 font-semibold"
        >
          No
        </button>
      </div>
    </div>
  );
}
