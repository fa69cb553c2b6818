"use client";
import { useState } from "react";
import { ListingForm, type ListingFormProps } from "@/modules/listings/components/listing-form";

/** "Edit listing" on the details page: the add form, prefilled, saving with updateListing. */
export function ListingEditPanel(props: Omit<ListingFormProps, "onSaved">) {
  const [open, setOpen] = useState(false);
  if (!open) {
    return (
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="rounded-lg border border-black/20 px-4 py-2 text-sm font-semibold hover:bg-black/5"
      >
        Edit listing
      </button>
    );
  }
  return (
    <div className="space-y-3">
      <ListingForm {...props} onSaved={() => setOpen(false)} />
      <button
        type="button"
        onClick={() => setOpen(false)}
        className="text-sm font-semibold text-primary-light underline"
      >
        Close without saving
      </button>
    </div>
  );
}
