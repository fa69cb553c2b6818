"use client";
import { useEffect } from "react";
import type { Metric } from "web-vitals";

function send(metric: Metric) {
  if (process.env.NODE_ENV !== "production") {
    console.log(`[web-vitals] ${metric.name}`, Math.round(metric.value * 100) / 100, metric.rating);
    return;
  }
  const connection = (navigator as Navigator & { connection?: { effectiveType?: string } }).connection;
  const body = JSON.stringify({
    name: metric.name,
    value: metric.value,
    rating: metric.rating,
    path: window.location.pathname,
    navigationType: metric.navigationType,
    connection: connection?.effectiveType,
  });
  if (!navigator.sendBeacon?.("/api/vitals", new Blob([body], { type: "application/json" }))) {
    void fetch("/api/vitals", {
      method: "POST",
      body,
      keepalive: true,
      headers: { "content-type": "application/json" },
    });
  }
}

/**
 * Console in development, a beacon to /api/vitals in production (read later by the dashboard).
 * The library loads when the browser is idle, so no page pays for it up front; its observers are buffered,
 * so LCP and layout shifts that happened before it loaded are still reported.
 */
export function WebVitalsReporter() {
  useEffect(() => {
    const load = () =>
      void import("web-vitals").then(({ onCLS, onFCP, onINP, onLCP, onTTFB }) => {
        for (const observe of [onCLS, onFCP, onINP, onLCP, onTTFB]) observe(send);
      });
    if ("requestIdleCallback" in window) {
      const handle = window.requestIdleCallback(load, { timeout: 5_000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = setTimeout(load, 2_000);
    return () => clearTimeout(timer);
  }, []);
  return null;
}
