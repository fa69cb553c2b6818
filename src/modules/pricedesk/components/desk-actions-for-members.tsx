"use client";
import type { ComponentProps } from "react";
import Link from "next/link";
import { useSession } from "@/ui/providers/session-provider";
import { DeskActions } from "./desk-actions";

/**
 * The report and alert forms for a signed-in person, and a sign-in link for everyone else (and while the session loads,
 * or without JavaScript). An island: the item's page around it is the same for every visitor and kept by the server
 * (docs/decisions/0025-public-pages-for-everyone.md), so who is signed in is learnt here, in the browser.
 */
export function DeskActionsForMembers({
  signInHref,
  ...actions
}: ComponentProps<typeof DeskActions> & { signInHref: string }) {
  const { status } = useSession();
  if (status === "authenticated") return <DeskActions {...actions} />;
  return (
    <p className="text-sm">
      {/* ButtonLink's primary look, spelled out: a client component does not import it (src/ui/components/button.tsx). */}
      <Link
        href={signInHref}
        prefetch={false}
        className="inline-block rounded-lg font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-light disabled:opacity-60 bg-primary-light text-white hover:bg-primary-light/90 px-4 py-2.5"
      >
        Sign in to report a price
      </Link>{" "}
      <span className="mt-2 block text-primary/75 sm:mt-0 sm:inline">and to set price alerts by e-mail or SMS.</span>
    </p>
  );
}
