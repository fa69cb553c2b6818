"use client";
import Link from "next/link";

/** While the vendors load: the page's shape in grey, announced once for screen readers. */
export function VendorReviewLoading() {
  return (
    <div className="mx-auto max-w-6xl space-y-5 px-4 py-6 smm:py-8" aria-busy="true">
      <p role="status" className="sr-only">
        Loading vendors…
      </p>
      <div className="h-8 w-40 animate-pulse rounded bg-black/10" />
      <div className="h-5 w-64 animate-pulse rounded bg-black/5" />
      <div className="flex gap-2">
        {[0, 1, 2, 3].map((index) => (
          <div key={index} className="h-8 w-24 animate-pulse rounded-full bg-black/5" />
        ))}
      </div>
      <ul className="space-y-3">
        {[0, 1, 2, 3, 4].map((index) => (
          <li key={index} className="h-20 animate-pulse rounded-xl border border-black/10 bg-white" />
        ))}
      </ul>
    </div>
  );
}

/** When reading the vendors failed (the database, the network): say so, and offer to try again. */
export function VendorReviewError({ reset }: { reset: () => void }) {
  return (
    <section role="alert" className="mx-auto max-w-2xl px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">We could not load the vendors</h1>
      <p className="mt-3 text-primary/80">Something went wrong on our side or with the connection. Nothing was changed.</p>
      <div className="mt-6 flex flex-wrap justify-center gap-4">
        <button type="button" onClick={reset} className="rounded-lg bg-primary-light px-5 py-2.5 font-semibold text-white hover:bg-primary-light/90">
          Try again
        </button>
        <Link href="/dashboard" prefetch={false} className="self-center text-sm font-semibold text-primary-light hover:underline">
          Back to the dashboard
        </Link>
      </div>
    </section>
  );
}
