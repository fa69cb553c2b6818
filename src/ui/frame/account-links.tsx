"use client";
import Link from "next/link";
import { useSession } from "@/ui/providers/session-provider";

/** Signed out (and while the session loads): the spec's Sign Up link and Sign In button. Signed in: the account. */
export function AccountLinks() {
  const { data, status } = useSession();
  if (status === "authenticated" && data?.user) {
    return (
      <Link href="/account" prefetch={false} className="block max-w-36 truncate rounded-md bg-primary-light px-3 py-2 text-white hover:bg-primary-light/90 xsmm:max-w-xs xsmm:px-4">
        {data.user.name ? `Hi, ${data.user.name}` : "Your account"}
      </Link>
    );
  }
  return (
    <>
      <Link href="/auth/signup" prefetch={false} className="rounded-md px-2 py-2 hover:bg-black/5 xsmm:px-3">
        Sign Up
      </Link>
      <Link
        prefetch={false}
        href="/auth/login"
        role="button"
        className="rounded-md bg-primary-light px-3 py-2 text-white hover:bg-primary-light/90 xsmm:px-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-light"
      >
        Sign In
      </Link>
    </>
  );
}
