import { Button } from "@/ui/components/button";
import Link from "next/link";

const links = [
  { href: "/market", label: "Market" },
  { href: "/market/product/category", label: "Categories" },
  { href: "/market/pricedesk", label: "Price desk" },
];

/**
 * The market's own bar under the site header: where to go inside the market, and a search that works without
 * JavaScript (a GET form to the listing page). While it is on the page the site header's own Market, Categories and
 * Price desk links step aside (`data-market-nav`, src/ui/frame/site-links.ts), so there is one such row.
 */
export function MarketNav() {
  return (
    <div data-market-nav className="border-b border-black/5 bg-auth-bg">
      <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 py-2 smm:flex-row smm:items-center smm:justify-between smm:gap-6">
        <nav aria-label="Market">
          <ul className="flex gap-1 text-sm font-medium">
            {links.map((link) => (
              <li key={link.href}>
                <Link
                  href={link.href}
                  prefetch={false}
                  className="inline-block rounded-md px-2.5 py-1.5 hover:bg-white hover:text-primary-light focus-visible:outline-2 focus-visible:outline-primary-light"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <form
          action="/market/product"
          method="get"
          role="search"
          aria-label="Search the market"
          className="flex w-full gap-2 smm:max-w-md"
        >
          <label htmlFor="market-search" className="sr-only">
            Search the market
          </label>
          <input
            id="market-search"
            name="q"
            type="search"
            maxLength={100}
            enterKeyHint="search"
            placeholder="Search rice, iPhone, generator…"
            className="min-w-0 flex-1 rounded-lg border border-black/15 bg-white px-3 py-2 text-sm outline-none focus:border-primary-light focus:ring-2 focus:ring-primary-light/20"
          />
          <Button type="submit" size="sm">
            Search
          </Button>
        </form>
      </div>
    </div>
  );
}
