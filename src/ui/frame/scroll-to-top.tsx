"use client";
import { useEffect, useState } from "react";

const THRESHOLD_PX = 25;

/**
 * Appears once the page has been scrolled by more than 25px (spec section 2). It sits in the sticky header, not
 * floating over the page: on a phone a floating button always covers some of the content (a figure, a price).
 */
export function ScrollToTop() {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const update = () => setVisible(window.scrollY > THRESHOLD_PX);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);

  if (!visible) return null;
  return (
    <button
      type="button"
      aria-label="Scroll to top"
      title="Back to top"
      onClick={() => window.scrollTo({ top: 0 })}
      className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary text-white hover:bg-primary/90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-light"
    >
      <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
        <path d="M10 4l-6 6h4v6h4v-6h4z" fill="currentColor" />
      </svg>
    </button>
  );
}
