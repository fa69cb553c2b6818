"use client";
import { useEffect, useState } from "react";

// Asked once per page load, and only by a page that has just sent a code: the answer cannot change while it is open.
let availability: Promise<boolean> | undefined;
function demoOutboxAvailable(): Promise<boolean> {
  availability ??= fetch("/api/dev/outbox/status", { cache: "no-store", credentials: "omit" })
    .then((response) => (response.ok ? (response.json() as Promise<{ available?: unknown }>) : { available: false }))
    .then((body) => body.available === true)
    .catch(() => false);
  return availability;
}

/**
 * Beside "We sent a 6-digit code": in the demo (`npm run demo`) and in development nothing is really e-mailed or
 * texted, so the person is pointed to the development outbox, filtered to their address when the page knows it, in a
 * new tab (the code form keeps its place). Renders nothing anywhere else, so a real production page never shows it.
 */
export function DemoOutboxLink({ recipient }: { recipient?: string }) {
  const [available, setAvailable] = useState(false);
  useEffect(() => {
    let current = true;
    void demoOutboxAvailable().then((value) => {
      if (current) setAvailable(value);
    });
    return () => {
      current = false;
    };
  }, []);
  if (!available) return null;
  return (
    <p className="rounded-lg border border-dashed border-primary/40 px-3 py-2 text-sm" data-testid="demo-outbox-note">
      This is a demo: no e-mail or SMS is really sent.{" "}
      <a
        href={recipient ? `/dev/outbox?${new URLSearchParams({ to: recipient })}` : "/dev/outbox"}
        target="_blank"
        rel="noopener"
        className="font-semibold text-primary-light underline underline-offset-2"
      >
        Open the demo outbox
      </a>{" "}
      to read your code.
    </p>
  );
}
