"use client";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { GraphQLRequestError, requestGraphQL } from "@/ui/graphql-client";
import { notify } from "@/ui/notify";
import { useSession } from "@/ui/providers/session-provider";
import { graphql } from "@/ui/graphql-documents";

const DELETE_ALERT = graphql(`mutation DeletePriceAlert($id: ID!) { deletePriceAlert(id: $id) { status message } }`);

/** Deletes one of the person's price alerts; then `onDeleted`, or the page's data is fetched again. */
export function DeleteAlertButton({
  alertId,
  label,
  onDeleted,
}: {
  alertId: string;
  label: string;
  onDeleted?: () => unknown;
}) {
  const router = useRouter();
  const { data: session } = useSession();
  const [busy, setBusy] = useState(false);

  async function remove() {
    setBusy(true);
    try {
      const data = await requestGraphQL({
        query: DELETE_ALERT,
        variables: { id: alertId },
        accessToken: session?.accessToken ?? null,
      });
      const answer = data.deletePriceAlert;
      if (answer?.status) notify.success(answer.message ?? "");
      else notify.error(answer?.message ?? "Something went wrong. Please try again.");
      if (onDeleted) await onDeleted();
      else router.refresh();
    } catch (error) {
      notify.error(
        error instanceof GraphQLRequestError ? error.userMessages[0]! : "Something went wrong. Please try again.",
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <button
      type="button"
      disabled={busy}
      onClick={() => void remove()}
      className="font-semibold text-primary-light hover:underline disabled:opacity-60"
    >
      Delete<span className="sr-only"> {label}</span>
    </button>
  );
}
