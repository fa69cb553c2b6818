import type { Metadata } from "next";
import Link from "next/link";
import { HomeContent } from "@/modules/home/components/home-content";
import { PublicFrame } from "@/ui/frame/public-frame";

export const metadata: Metadata = { title: "Page not found", robots: { index: false } };

const linkClass = "rounded-lg border border-black/15 px-4 py-2 font-medium hover:border-primary-light";

/**
 * Next.js renders this file in two roles, told apart by its props:
 * - as the page of an unknown address (the `/_not-found` route, which passes `params`): the spec makes home the
 *   not-found page, so it shows home's content with status 404;
 * - as the root layout's fallback for a page that calls notFound() (a removed product, an unknown store), rendered
 *   without props into *every* page's inline payload whether it is shown or not. Home's content and a second frame
 *   there cost every page about 40 KiB of HTML nobody saw (docs/decisions/0004), so that role shows a short notice
 *   with the ways on instead.
 */
export default function NotFound(props: { params?: unknown }) {
  if (props.params === undefined) {
    return (
      <main id="main" className="mx-auto max-w-xl px-4 py-16 text-center">
        <h1 className="text-2xl font-bold">We could not find that page</h1>
        <p className="mt-3 text-primary/80">It may have been taken down, or the address may have a typo.</p>
        <nav aria-label="Where to go next" className="mt-6 flex flex-wrap justify-center gap-3 text-sm">
          <Link href="/" prefetch={false} className={linkClass}>
            Home
          </Link>
          <Link href="/market" prefetch={false} className={linkClass}>
            Market
          </Link>
          <Link href="/pricedesk" prefetch={false} className={linkClass}>
            Price desk
          </Link>
        </nav>
      </main>
    );
  }
  return (
    <PublicFrame>
      <HomeContent notFoundPath />
    </PublicFrame>
  );
}
