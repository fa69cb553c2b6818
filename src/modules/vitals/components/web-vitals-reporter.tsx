"use client";
import { useReportWebVitals } from "next/web-vitals";

type Metric = Parameters<Parameters<typeof useReportWebVitals>[0]>[0];

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
    void fetch("/api/vitals", { method: "POST", body, keepalive: true, headers: { "content-type": "application/json" } });
  }
}

/** Console in development, a beacon to /api/vitals in production (read later by the dashboard). */
export function WebVitalsReporter() {
  useReportWebVitals(send);
  return null;
}
