"use client";
import Link from "next/link";
import { usePathname, useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { UNREAD_EVENT } from "@/ui/frame/cart-link";
import { useSession } from "@/ui/providers/session-provider";

/**
 * Sign In from a page comes back to that page (the sign-in form and a password reset both follow `callbackUrl`). The
 * auth pages themselves and the home page need no return address.
 */
export function signInHref(pathname: string | null): string {
  if (!pathname || pathname === "/" || pathname.startsWith("/auth/")) return "/auth/login";
  return `/auth/login?callbackUrl=${encodeURIComponent(pathname)}`;
}

/**
 * Signed out (and while the session loads): the spec's Sign Up link and Sign In button; hidden while it loads on a
 * device that was signed in last time (SessionHint). Signed in: the account.
 */
export function AccountLinks() {
  const { data, status } = useSession();
  const pathname = usePathname();
  const router = useRouter();
  // The unread notifications, from the header's one per-person request (CartLink); 0 until it answers.
  const [unread, setUnread] = useState(0);
  useEffect(() => {
    const listen = (event: Event) => {
      const detail = (event as CustomEvent<unknown>).detail;
      if (typeof detail === "number") setUnread(detail);
    };
    window.addEventListener(UNREAD_EVENT, listen);
    return () => window.removeEventListener(UNREAD_EVENT, listen);
  }, []);
  if (status === "authenticated" && data?.user) {
    return (
      <Link
        href="/account"
        prefetch={false}
        aria-label={
          unread > 0
            ? `${data.user.name ? `Hi, ${data.user.name}` : "Your account"}, ${unread} unread notification${unread === 1 ? "" : "s"}`
            : undefined
        }
        className="relative block max-w-36 rounded-md bg-primary-light px-3 py-2 text-white hover:bg-primary-light/90 xsmm:max-w-xs xsmm:px-4"
      >
        <span className="block truncate">{data.user.name ? `Hi, ${data.user.name}` : "Your account"}</span>
        {unread > 0 ? (
          <span
            aria-hidden="true"
            className="absolute -top-1.5 -right-1.5 min-w-5 rounded-full bg-white px-1 text-center text-xs leading-5 font-semibold text-primary-light ring-1 ring-primary-light"
          >
            {unread > 99 ? "99+" : unread}
          </span>
        ) : null}
      </Link>
    );
  }
  return (
    <>
      <Link
        href="/auth/signup"
        prefetch={false}
        data-signed-out-link=""
        className="rounded-md px-2 py-2 hover:bg-black/5 xsmm:px-3"
      >
        Sign Up
      </Link>
      <Link
        prefetch={false}
        href={signInHref(pathname)}
        onClick={(event) => {
          // The query (a search, a filter) is part of where the person was; read at the click so that no page has to
          // render per query string.
          if (!window.location.search || event.metaKey || event.ctrlKey || event.shiftKey) return;
          event.preventDefault();
          router.push(signInHref(window.location.pathname + window.location.search));
        }}
        role="button"
        data-signed-out-link=""
        className="rounded-md bg-primary-light px-3 py-2 text-white hover:bg-primary-light/90 xsmm:px-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-light"
      >
        Sign In
      </Link>
    </>
  );
}
