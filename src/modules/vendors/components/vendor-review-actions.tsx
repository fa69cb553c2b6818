"use client";
import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import * as z from "zod/mini";
import { controlClass, describedBy } from "@/ui/forms/field";
import { INVALID_FORM_MESSAGE } from "@/ui/forms/use-graphql-form";
import { GraphQLRequestError, requestGraphQL } from "@/ui/graphql-client";
import { notify } from "@/ui/notify";
import { graphql } from "@/ui/graphql-documents";
import { useSession } from "@/ui/providers/session-provider";
import { reviewReasonInput, type VendorReviewState } from "@/modules/vendors/vendor-review.inputs";

type Decision = "approveVendor" | "rejectVendor" | "suspendVendor" | "reinstateVendor";

const APPROVE = graphql(`mutation ApproveVendor($id: ID!) { approveVendor(id: $id) { status message reviewState } }`);
const REJECT = graphql(
  `mutation RejectVendor($id: ID!, $reason: String!) { rejectVendor(id: $id, reason: $reason) { status message reviewState } }`,
);
const SUSPEND = graphql(
  `mutation SuspendVendor($id: ID!, $reason: String!) { suspendVendor(id: $id, reason: $reason) { status message reviewState } }`,
);
const REINSTATE = graphql(
  `mutation ReinstateVendor($id: ID!, $reason: String!) { reinstateVendor(id: $id, reason: $reason) { status message reviewState } }`,
);

/** Sends one decision (approval is the one without a reason) and returns its payload. */
async function decide(decision: Decision, id: string, reason: string, accessToken: string | null) {
  switch (decision) {
    case "approveVendor":
      return (await requestGraphQL({ query: APPROVE, variables: { id }, accessToken })).approveVendor;
    case "rejectVendor":
      return (await requestGraphQL({ query: REJECT, variables: { id, reason }, accessToken })).rejectVendor;
    case "suspendVendor":
      return (await requestGraphQL({ query: SUSPEND, variables: { id, reason }, accessToken })).suspendVendor;
    case "reinstateVendor":
      return (await requestGraphQL({ query: REINSTATE, variables: { id, reason }, accessToken })).reinstateVendor;
  }
}

interface Step {
  decision: Decision;
  /** The button that opens the step. */
  open: string;
  /** What happens, said before it does. */
  warning: (name: string) => string;
  confirm: string;
  reasonLabel?: string;
  reasonHint?: string;
  tone: "go" | "stop";
}

const steps: Record<Decision, Step> = {
  approveVendor: {
    decision: "approveVendor",
    open: "Approve",
    warning: (name) => `Approve ${name}? Its store page and active listings go live at once, and the owner is told.`,
    confirm: "Yes, approve",
    tone: "go",
  },
  rejectVendor: {
    decision: "rejectVendor",
    open: "Reject",
    warning: (name) => `Send ${name} back to the seller. They read your reason, fix the profile and send it again.`,
    confirm: "Reject with this reason",
    reasonLabel: "What should the seller fix?",
    reasonHint: "The seller reads this exactly as you write it (10 to 500 characters).",
    tone: "stop",
  },
  suspendVendor: {
    decision: "suspendVendor",
    open: "Suspend",
    warning: (name) =>
      `Suspend ${name}? Its store page and all its listings leave the market at once, and the owner is told why.`,
    confirm: "Suspend now",
    reasonLabel: "Why is it suspended?",
    reasonHint: "Sent to the owner and kept in the review history (10 to 500 characters).",
    tone: "stop",
  },
  reinstateVendor: {
    decision: "reinstateVendor",
    open: "Reinstate",
    warning: (name) =>
      `Lift the suspension of ${name}? Its store page and active listings return to the market at once.`,
    confirm: "Yes, reinstate",
    reasonLabel: "Why is the suspension lifted?",
    reasonHint: "Kept in the review history (10 to 500 characters).",
    tone: "go",
  },
};

const choices: Partial<Record<VendorReviewState, Decision[]>> = {
  SUBMITTED: ["approveVendor", "rejectVendor"],
  APPROVED: ["suspendVendor"],
  SUSPENDED: ["reinstateVendor"],
};

const button =
  "rounded-lg px-4 py-2.5 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-light disabled:opacity-60";
const tones = {
  go: `${button} bg-secondary-dark-green text-white hover:bg-secondary-dark-green/90`,
  stop: `${button} bg-primary-light text-white hover:bg-primary-light/90`,
  quiet: `${button} border border-black/20 bg-white hover:bg-black/5`,
};

/**
 * Operations' decisions on one vendor: each opens a confirmation step (with a reason where one is needed, checked
 * with the server's own rule before sending), then says what happened and refreshes the panel around it.
 */
export function VendorReviewActions({
  vendorId,
  vendorName,
  reviewState,
  changesWaiting = false,
}: {
  vendorId: string;
  vendorName: string;
  reviewState: VendorReviewState;
  /** An approved business's changes wait: approving publishes them, rejecting keeps the approved version. */
  changesWaiting?: boolean;
}) {
  const router = useRouter();
  const { data: session, status } = useSession();
  const reasonId = useId();
  const [open, setOpen] = useState<Step | null>(null);
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);
  const available: Decision[] = [
    ...(changesWaiting ? (["approveVendor", "rejectVendor"] as const) : []),
    ...(choices[reviewState] ?? []),
  ];

  function start(step: Step) {
    setOpen(step);
    setError(undefined);
    setOutcome(null);
  }

  async function send() {
    if (!open) return;
    const needsReason = open.reasonLabel !== undefined;
    if (needsReason) {
      const parsed = z.safeParse(reviewReasonInput, { reason });
      if (!parsed.success) {
        setError(parsed.error.issues[0]?.message);
        notify.error(INVALID_FORM_MESSAGE);
        return;
      }
    }
    setSending(true);
    try {
      const result = await decide(open.decision, vendorId, reason.trim(), session?.accessToken ?? null);
      const ok = result?.status === true;
      const message = result?.message ?? "Something went wrong. Please try again.";
      setOutcome({ ok, message });
      if (ok) notify.success(message);
      else notify.error(message);
      setOpen(null);
      setReason("");
      // The panel shows the new state and history; after a refusal it shows what someone else decided.
      router.refresh();
    } catch (failure) {
      if (!(failure instanceof GraphQLRequestError)) throw failure;
      const messages = failure.userMessages;
      if (failure.errors[0]?.extensions?.validation?.reason)
        setError(failure.errors[0].extensions.validation.reason[0]);
      for (const message of messages) notify.error(message);
    } finally {
      setSending(false);
    }
  }

  const disabled = sending || status !== "authenticated";
  return (
    <div className="space-y-3">
      {outcome ? (
        <p
          role="status"
          className={`rounded-lg px-3 py-2 text-sm ${outcome.ok ? "bg-secondary-dark-green/10 text-secondary-dark-green" : "bg-warning-bg"}`}
        >
          {outcome.message}
        </p>
      ) : null}
      {open ? (
        <form
          aria-label={open.open}
          className="space-y-3 rounded-lg border border-black/15 bg-black/[0.02] p-4"
          onSubmit={(event) => {
            event.preventDefault();
            void send();
          }}
          noValidate
        >
          <p className="text-sm font-medium">{open.warning(vendorName)}</p>
          {open.reasonLabel ? (
            <div className="space-y-1">
              <label htmlFor={reasonId} className="block text-sm font-medium">
                {open.reasonLabel}
              </label>
              <textarea
                {...describedBy(reasonId, error, open.reasonHint)}
                rows={4}
                maxLength={600}
                value={reason}
                onChange={(event) => {
                  setReason(event.target.value);
                  if (error) setError(undefined);
                }}
                className={controlClass}
              />
              {error ? (
                <p id={`${reasonId}-error`} role="alert" className="text-sm text-error">
                  {error}
                </p>
              ) : (
                <p id={`${reasonId}-hint`} className="text-xs text-primary/75">
                  {open.reasonHint} {reason.trim().length}/500
                </p>
              )}
            </div>
          ) : null}
          <div className="flex flex-wrap gap-2">
            <button type="submit" disabled={disabled} className={tones[open.tone]}>
              {sending ? "Sending…" : open.confirm}
            </button>
            <button type="button" disabled={sending} onClick={() => setOpen(null)} className={tones.quiet}>
              Cancel
            </button>
          </div>
        </form>
      ) : available.length > 0 ? (
        <div className="flex flex-wrap gap-2">
          {available.map((decision) => (
            <button
              key={decision}
              type="button"
              disabled={disabled}
              onClick={() => start(steps[decision])}
              className={tones[steps[decision].tone]}
            >
              {steps[decision].open}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
