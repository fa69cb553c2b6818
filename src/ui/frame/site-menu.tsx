"use client";
import Link from "next/link";
import { useEffect, useRef } from "react";
import type { SiteLink } from "@/ui/frame/site-links";

/**
 * The phone's menu: a native <details> disclosure, so it opens and its links work before (or without) JavaScript.
 * Once hydrated it also closes when a link is followed (the header outlives client-side navigation), on Escape and
 * on a tap outside it.
 */
export function SiteMenu({ links, className = "" }: { links: readonly SiteLink[]; className?: string }) {
  const menu = useRef<HTMLDetailsElement>(null);

  useEffect(() => {
    const closeOnOutsideTap = (event: MouseEvent) => {
      const details = menu.current;
      if (details?.open && !details.contains(event.target as Node)) details.open = false;
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      const details = menu.current;
      if (event.key !== "Escape" || !details?.open) return;
      details.open = false;
      details.querySelector("summary")?.focus();
    };
    document.addEventListener("click", closeOnOutsideTap);
    document.addEventListener("keydown", closeOnEscape);
    return () => {
      document.removeEventListener("click", closeOnOutsideTap);
      document.removeEventListener("keydown", closeOnEscape);
    };
  }, []);

  return (
    <details
      ref={menu}
      className={`group ${className}`}
      onClick={(event) => {
        if ((event.target as Element).closest("a")) event.currentTarget.open = false;
      }}
    >
      <summary className="flex size-10 cursor-pointer list-none items-center justify-center rounded-md hover:bg-black/5 focus-visible:outline-2 focus-visible:outline-primary-light [&::-webkit-details-marker]:hidden">
        <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
          <path d="M4 7h16M4 12h16M4 17h16" className="group-open:hidden" />
          <path d="M6 6l12 12M18 6L6 18" className="hidden group-open:block" />
        </svg>
        <span className="sr-only">Menu</span>
      </summary>
      <nav aria-label="Main" className="absolute inset-x-0 top-full border-b border-black/10 bg-white shadow-lg">
        <ul className="px-2 py-2">
          {links.map((link) => (
            <li key={link.href}>
              <Link href={link.href} prefetch={false} className="block rounded-md px-3 py-3 text-base font-medium hover:bg-black/5 focus-visible:outline-2 focus-visible:outline-primary-light">
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </details>
  );
}
