import Link from "next/link";

/**
 * An honest state for a route whose capability has not shipped yet; the proxy answers such routes with HTTP 503.
 * The list of these routes lives in src/lib/pending-routes.ts and the README's status section.
 */
export function NotAvailableYet({ title, description }: { title: string; description: string }) {
  return (
    <section className="mx-auto max-w-2xl px-4 py-16 text-center">
      <p className="text-sm font-semibold tracking-wide text-primary-light uppercase">Not available yet</p>
      <h1 className="mt-2 text-2xl font-bold smm:text-3xl">{title}</h1>
      <p className="mt-4 text-primary/80">{description}</p>
      <p className="mt-6 flex flex-wrap justify-center gap-4 text-sm font-semibold">
        <Link prefetch={false} href="/" className="text-primary-light hover:underline">
          Go to the home page
        </Link>
        <Link prefetch={false} href="/contact" className="text-primary-light hover:underline">
          Contact us
        </Link>
      </p>
    </section>
  );
}
