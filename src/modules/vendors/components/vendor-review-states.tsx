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
