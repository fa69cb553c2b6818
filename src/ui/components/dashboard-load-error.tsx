"use client";
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
        <button
          type="button"
          onClick={reset}
          className="rounded-lg font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-light disabled:opacity-60 bg-primary-light text-white hover:bg-primary-light/90 px-5 py-2.5"
        >
          Try again
        </button>
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
