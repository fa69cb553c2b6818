"use client";
import { useEffect } from "react";
import type { Metric } from "web-vitals";

type Report = Pick<Metric, "name" | "value" | "rating" | "navigationType"> & { path: string; connection?: string };

/**
 * What this page view measured so far, one report per metric (a later value of a metric replaces the earlier one).
 * Sent together when the page is hidden or left, never while it loads on a slow phone (each beacon cost a task of its
 * own during load): one request when the phone switches apps; on leaving the page, what pagehide finds and then what
 * the library settles on visibilitychange, two at most instead of five.
 */
const pending = new Map<Metric["name"], Report>();

function queue(metric: Metric) {
  if (process.env.NODE_ENV !== "production") {
    console.log(`[web-vitals] ${metric.name}`, Math.round(metric.value * 100) / 100, metric.rating);
    return;
  }
  const connection = (navigator as Navigator & { connection?: { effectiveType?: string } }).connection;
  pending.set(metric.name, {
    name: metric.name,
    value: metric.value,
    rating: metric.rating,
    path: window.location.pathname,
    navigationType: metric.navigationType,
    connection: connection?.effectiveType,
  });
}

function flush() {
  if (pending.size === 0) return;
  const body = JSON.stringify([...pending.values()]);
  pending.clear();
  if (!navigator.sendBeacon?.("/api/vitals", new Blob([body], { type: "application/json" }))) {
    void fetch("/api/vitals", {
      method: "POST",
      body,
      keepalive: true,
      headers: { "content-type": "application/json" },
    });
  }
}

const flushWhenHidden = () => document.visibilityState === "hidden" && flush();

/**
 * Console in development; in production the page's measurements go to /api/vitals in one beacon when the page is
 * hidden (left, closed, or the phone switched apps), which web-vitals also uses to finalise LCP, CLS and INP.
 * The library loads when the browser is idle, so no page pays for it up front; its observers are buffered,
 * so LCP and layout shifts that happened before it loaded are still reported.
 */
export function WebVitalsReporter() {
  useEffect(() => {
    let loaded = false;
    const load = () =>
      void import("web-vitals").then(({ onCLS, onFCP, onINP, onLCP, onTTFB }) => {
        for (const observe of [onCLS, onFCP, onINP, onLCP, onTTFB]) observe(queue);
        // Listening after the library does: on hiding, it reports CLS and INP first, then this sends them.
        // pagehide as well: some mobile browsers skip visibilitychange when a tab is closed.
        document.addEventListener("visibilitychange", flushWhenHidden);
        window.addEventListener("pagehide", flush);
        loaded = true;
      });
    let cancel: () => void;
    if ("requestIdleCallback" in window) {
      const handle = window.requestIdleCallback(load, { timeout: 5_000 });
      cancel = () => window.cancelIdleCallback(handle);
    } else {
      const timer = setTimeout(load, 2_000);
      cancel = () => clearTimeout(timer);
    }
    return () => {
      cancel();
      if (!loaded) return;
      document.removeEventListener("visibilitychange", flushWhenHidden);
      window.removeEventListener("pagehide", flush);
    };
  }, []);
  return null;
}
