"use client";
import { useState } from "react";

/** Ends the session; the session service revokes its access token on the server. */
export function SignOutButton() {
  const [pending, setPending] = useState(false);
  return (
    <button
      type="button"
      disabled={pending}
      onClick={async () => {
        setPending(true);
        const { signOut } = await import("next-auth/react");
        await signOut({ callbackUrl: "/" });
      }}
      className="rounded-lg border border-primary px-4 py-2 text-sm font-semibold hover:bg-black/5 disabled:opacity-60"
    >
      {pending ? "Signing out…" : "Sign out"}
    </button>
  );
}
