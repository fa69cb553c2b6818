/** While the services load: the page's shape, so nothing jumps when they arrive. */
export default function ServiceListLoading() {
  return (
    <section aria-busy="true" aria-label="Loading your services" className="mx-auto max-w-5xl animate-pulse space-y-4 p-4">
      <div className="h-8 w-48 rounded bg-black/10" />
      <div className="h-6 w-72 max-w-full rounded bg-black/5" />
      {[0, 1, 2].map((row) => (
        <div key={row} className="h-24 rounded-xl bg-black/5" />
      ))}
    </section>
  );
}
