"use client";
import { useState } from "react";
import { useVendorMutation } from "@/modules/vendors/components/use-vendor-mutation";
import { notify } from "@/ui/notify";

const SUBMIT = /* GraphQL */ `
  mutation SubmitVendorForReview($vendorId: ID!) { submitVendorForReview(vendorId: $vendorId) { submitted message missing { key label } } }
`;

type Payload = { submitVendorForReview: { submitted: boolean; message: string; missing: { key: string; label: string }[] } };

/** "Submit for review": refused with what is missing (the checklist above says it too), or sent to operations. */
export function VendorSubmitPanel({ vendorId, ready, again }: { vendorId: string; ready: boolean; again: boolean }) {
  const mutate = useVendorMutation();
  const [busy, setBusy] = useState(false);

  async function submit() {
    setBusy(true);
    const data = await mutate<Payload>(SUBMIT, { vendorId });
    setBusy(false);
    if (!data) return;
    const result = data.submitVendorForReview;
    if (result.submitted) notify.success(result.message);
    else notify.error(result.message);
  }

  return (
    <div className="flex flex-wrap items-center gap-3">
      <button
        type="button"
        onClick={submit}
        disabled={busy}
        aria-busy={busy}
        className="w-full rounded-lg bg-primary-light px-5 py-3 font-semibold text-white hover:bg-primary-light/90 disabled:opacity-60 sm:w-auto"
      >
        {busy ? "Sending…" : again ? "Send for review again" : "Submit for review"}
      </button>
      {!ready ? <p className="text-sm text-primary/75">Complete the items above first.</p> : null}
    </div>
  );
}
