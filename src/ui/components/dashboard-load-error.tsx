"use client";
import { Button } from "@/ui/components/button";
import Link from "next/link";

/**
 * A dashboard page's error state when reading failed (the database, the network): say what could not be loaded, that
 * nothing changed, and offer to try again. `what` completes "We could not load …".
 */
export function DashboardLoadError({ what, reset }: { what: string; reset: () => void }) {
  return (
    <section role="alert" className="mx-auto max-w-2xl px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">We could not load {what}</h1>
      <p className="mt-3 text-primary/80">
        Something went wrong on our side or with the connection. Nothing was changed.
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-4">
        <Button onClick={reset} size="wide">
          Try again
        </Button>
        <Link
          href="/dashboard"
          prefetch={false}
          className="self-center text-sm font-semibold text-primary-light hover:underline"
        >
          Back to the dashboard
        </Link>
      </div>
    </section>
  );
}
