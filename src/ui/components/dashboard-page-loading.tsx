/**
 * A dashboard page on its way (a slow network, a cold server): the shape of a heading and a few cards at once, and
 * "Loading …" for screen readers, instead of the previous page staying put with no sign that anything happens.
 */
export function DashboardPageLoading({ what }: { what: string }) {
  return (
    <div className="mx-auto max-w-4xl space-y-5 px-4 py-6 smm:py-8" aria-busy="true">
      <p role="status" className="sr-only">
        Loading {what}…
      </p>
      <div className="h-8 w-56 animate-pulse rounded bg-black/10" />
      <div className="h-4 w-72 max-w-full animate-pulse rounded bg-black/5" />
      {[0, 1, 2].map((index) => (
        <div key={index} className="h-32 animate-pulse rounded-xl border border-black/10 bg-white" />
      ))}
    </div>
  );
}
