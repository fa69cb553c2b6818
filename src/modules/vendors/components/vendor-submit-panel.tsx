"use client";
import { Button } from "@/ui/components/button";
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
      <Button onClick={submit} disabled={busy} aria-busy={busy} size="lg" className="w-full sm:w-auto">
        {busy ? "Sending…" : again ? "Send for review again" : "Submit for review"}
      </Button>
      {!ready ? <p className="text-sm text-primary/75">Complete the items above first.</p> : null}
    </div>
  );
}
