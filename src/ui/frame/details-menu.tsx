"use client";
import { useEffect, useRef, type ReactNode } from "react";

/**
 * A phone's menu: a native <details> disclosure behind a menu button, so it opens and its links work before (or
 * without) JavaScript. Once hydrated it also closes when one of its links is followed (a frame outlives client-side
 * navigation), on Escape and on a tap outside it. `children` is the panel that opens.
 */
export function DetailsMenu({ className = "", children }: { className?: string; children: ReactNode }) {
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
        <svg
          width="22"
          height="22"
          viewBox="0 0 24 24"
          aria-hidden="true"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        >
          <path d="M4 7h16M4 12h16M4 17h16" className="group-open:hidden" />
          <path d="M6 6l12 12M18 6L6 18" className="hidden group-open:block" />
        </svg>
        <span className="sr-only">Menu</span>
      </summary>
      {children}
    </details>
  );
}
