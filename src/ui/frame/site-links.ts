export interface SiteLink {
  href: string;
  label: string;
}

/** Where a visitor goes from any public page: the header's links on a desktop, the menu on a phone. */
export const siteLinks: readonly SiteLink[] = [
  { href: "/market", label: "Market" },
  { href: "/market/product/category", label: "Categories" },
  { href: "/pricedesk", label: "Price desk" },
];

/**
 * Market pages have their own bar with the same destinations (src/modules/market/components/market-nav.tsx,
 * marked `data-market-nav`); the header's links step aside there so a page shows one such row. CSS only: the header
 * is shared by every public page and does not know the route.
 */
export const hiddenBesideMarketNav = "[body:has([data-market-nav])_&]:hidden";
