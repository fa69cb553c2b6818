"use client";
import { usePathname } from "next/navigation";
import { useEffect, useState } from "react";

/**
 * The header's link to the cart, with a count once the page has loaded: a tiny island, so every public page stays
 * the same for everyone (no cookie is read while it renders). Without scripts the link works and shows no count.
 * (usePathname is already in the header's chunk: AccountLinks uses it.) The same answer carries the signed-in
 * person's unread notifications, handed to the account link's badge as an `oja:unread` event (UNREAD_EVENT), so the
 * header makes one request.
 */
/** The event that carries the unread notification count to the account link (AccountLinks). */
export const UNREAD_EVENT = "oja:unread";

export function CartLink() {
  const [count, setCount] = useState(0);
  // Asked again after each navigation: with scripts, "Add to cart" moves to /cart without reloading the header.
  const pathname = usePathname();
  useEffect(() => {
    fetch("/api/cart/count", { credentials: "same-origin" })
      .then((response) => (response.ok ? response.json() : null))
      .then((body: { count?: unknown; unread?: unknown } | null) => {
        if (typeof body?.count === "number") setCount(body.count);
        if (typeof body?.unread === "number")
          window.dispatchEvent(new CustomEvent(UNREAD_EVENT, { detail: body.unread }));
      })
      .catch(() => {});
  }, [pathname]);
  const label = count > 0 ? `Cart, ${count} item${count === 1 ? "" : "s"}` : "Cart";
  return (
    <a href="/cart" aria-label={label} className="relative rounded-md p-2 hover:bg-black/5">
      <svg
        width="22"
        height="22"
        viewBox="0 0 24 24"
        aria-hidden="true"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <path d="M3 4h2l2.4 10.2a1 1 0 0 0 1 .8h8.9a1 1 0 0 0 1-.8L20 7H6" />
        <circle cx="9" cy="19" r="1.5" />
        <circle cx="17" cy="19" r="1.5" />
      </svg>
      {count > 0 ? (
        <span className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-primary-light px-1 text-center text-xs leading-5 text-white">
          {count > 99 ? "99+" : count}
        </span>
      ) : null}
    </a>
  );
}
