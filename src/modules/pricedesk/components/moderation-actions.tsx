"use client";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { GraphQLRequestError, requestGraphQL } from "@/ui/graphql-client";
import { notify } from "@/ui/notify";
import { useSession } from "@/ui/providers/session-provider";
import { graphql } from "@/ui/graphql-documents";

const MODERATE = graphql(`
  mutation ModeratePriceReport($id: ID!, $decision: PriceReportDecision!) {
    moderatePriceReport(id: $id, decision: $decision) { status message reportStatus }
  }
`);

type Decision = "ACCEPT" | "REJECT";

/** Accept or reject one held report; the queue is fetched again afterwards, so the report leaves the list. */
export function ModerationActions({ reportId, summary }: { reportId: string; summary: string }) {
  const router = useRouter();
  const { data: session, status } = useSession();
  const [pending, setPending] = useState<Decision | null>(null);

  async function decide(decision: Decision) {
    setPending(decision);
    try {
      const data = await requestGraphQL({
        query: MODERATE,
        variables: { id: reportId, decision },
        accessToken: session?.accessToken ?? null,
      });
      const result = data.moderatePriceReport;
      if (result?.status) notify.success(result.message ?? "");
      else notify.error(result?.message ?? "Something went wrong. Please try again.");
      router.refresh();
    } catch (error) {
      notify.error(
        error instanceof GraphQLRequestError ? error.userMessages[0]! : "Something went wrong. Please try again.",
      );
    } finally {
      setPending(null);
    }
  }

  const disabled = pending !== null || status !== "authenticated";
  const button =
    "rounded-lg px-4 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-light disabled:opacity-60";
  return (
    <div className="flex flex-wrap gap-2">
      <button
        type="button"
        disabled={disabled}
        onClick={() => decide("ACCEPT")}
        aria-label={`Accept ${summary}`}
        className={`${button} bg-secondary-dark-green text-white hover:bg-secondary-dark-green/90`}
      >
        {pending === "ACCEPT" ? "Accepting…" : "Accept"}
      </button>
      <button
        type="button"
        disabled={disabled}
        onClick={() => decide("REJECT")}
        aria-label={`Reject ${summary}`}
        className={`${button} border border-error text-error hover:bg-error/5`}
      >
        {pending === "REJECT" ? "Rejecting…" : "Reject"}
      </button>
    </div>
  );
}
