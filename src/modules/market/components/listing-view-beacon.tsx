"use client";
import { useEffect } from "react";

function report(id: string) {
  const body = JSON.stringify({ id });
  if (!navigator.sendBeacon?.("/api/listing-views", new Blob([body], { type: "application/json" }))) {
    void fetch("/api/listing-views", {
      method: "POST",
      body,
      keepalive: true,
      headers: { "content-type": "application/json" },
    }).catch(() => {});
  }
}

/**
 * Counts one view of a listing's public page (src/app/api/listing-views/route.ts decides whether it counts). The page
 * itself is shared by all signed-out visitors, so the browser reports the view, once the page is actually visible
 * (a tab opened in the background or a prerender reports nothing until it is looked at).
 */
export function ListingViewBeacon({ id }: { id: string }) {
  useEffect(() => {
    if (document.visibilityState === "visible") {
      report(id);
      return;
    }
    const onVisible = () => {
      if (document.visibilityState !== "visible") return;
      document.removeEventListener("visibilitychange", onVisible);
      report(id);
    };
    document.addEventListener("visibilitychange", onVisible);
    return () => document.removeEventListener("visibilitychange", onVisible);
  }, [id]);
  return null;
}
