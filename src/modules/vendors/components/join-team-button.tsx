"use client";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useMutation } from "@/ui/forms/use-mutation";
import { notify } from "@/ui/notify";
import { graphql } from "@/ui/graphql-documents";

const ACCEPT = graphql(
  `mutation AcceptVendorInvitation($token: String!) { acceptVendorInvitation(token: $token) { vendorName role } }`,
);

/** "Join": the membership counts from the next request, so the dashboard (and its navigation) is loaded afresh. */
export function JoinTeamButton({ token, vendorName }: { token: string; vendorName: string }) {
  const mutate = useMutation();
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      disabled={busy}
      aria-busy={busy}
      onClick={async () => {
        setBusy(true);
        const data = await mutate(ACCEPT, { token }, { refresh: false });
        if (!data) {
          setBusy(false);
          router.refresh();
          return;
        }
        notify.success(`You joined ${vendorName}`);
        router.replace("/dashboard");
        router.refresh();
      }}
      className="w-full sm:w-auto rounded-lg font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-light disabled:opacity-60 bg-primary-light text-white hover:bg-primary-light/90 px-5 py-3"
    >
      {busy ? "Joining…" : `Join ${vendorName}`}
    </button>
  );
}
