"use client";
import { useState } from "react";
import { useMutation } from "@/ui/forms/use-mutation";
import { notify } from "@/ui/notify";
import { graphql } from "@/ui/graphql-documents";

const SUBMIT = graphql(`
  mutation SubmitVendorForReview($vendorId: ID!) { submitVendorForReview(vendorId: $vendorId) { submitted message missing { key label } } }
`);

/** "Submit for review": refused with what is missing (the checklist above says it too), or sent to operations. */
export function VendorSubmitPanel({ vendorId, ready, again }: { vendorId: string; ready: boolean; again: boolean }) {
  const mutate = useMutation();
  const [busy, setBusy] = useState(false);

  async function submit() {
    setBusy(true);
    const data = await mutate(SUBMIT, { vendorId });
    setBusy(false);
    if (!data) return;
    const result = data.submitVendorForReview;
    if (result?.submitted) notify.success(result.message ?? "");
    else notify.error(result?.message ?? "Something went wrong. Please try again.");
  }

  return (
    <div className="flex flex-wrap items-center gap-3">
      <button
        type="button"
        onClick={submit}
        disabled={busy}
        aria-busy={busy}
        className="w-full sm:w-auto rounded-lg font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-light disabled:opacity-60 bg-primary-light text-white hover:bg-primary-light/90 px-5 py-3"
      >
        {busy ? "Sending…" : again ? "Send for review again" : "Submit for review"}
      </button>
      {!ready ? <p className="text-sm text-primary/75">Complete the items above first.</p> : null}
    </div>
  );
}
