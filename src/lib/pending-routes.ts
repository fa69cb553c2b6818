/**
 * Routes the spec names whose capability is still being built. Each renders the frame with an honest
 * "not available yet" state, and the proxy answers them with HTTP 503 and Retry-After. A capability that ships
 * removes its paths here; the README's status section lists the same areas.
 */
export interface PendingArea {
  title: string;
  description: string;
  paths: string[];
}

const dashboardPaths = [
  "",
  "/vendor/list", "/vendor/grid", "/vendor/profile",
  "/users/list", "/users/grid", "/users/profile",
  "/category/main", "/category/sub",
  "/product/add", "/product/list", "/product/grid", "/product/details",
  "/service/add", "/service/list",
  "/orders/new", "/orders/history", "/orders/details",
  "/review", "/stores", "/audit", "/permission", "/subscription", "/promotion",
].map((p) => `/dashboard${p}`);

export const pendingAreas: PendingArea[] = [
  {
    title: "The market is being stocked",
    description: "Product listings, categories and stores are being loaded. Come back shortly to browse and buy.",
    paths: ["/market", "/market/product", "/market/product/category", "/market/pricedesk"],
  },
  {
    title: "The price desk is being prepared",
    description: "We are collecting market prices across the 36 states and the FCT so you can check what things really cost.",
    paths: ["/pricedesk", "/pricedesk/search"],
  },
  {
    title: "The size guide is being written",
    description: "Clothing and shoe size charts for Nigerian, UK, US and EU sizes are being prepared.",
    paths: ["/size-guide"],
  },
  {
    title: "The dashboard is not open yet",
    description: "The seller and operations dashboard is being built. Sellers will manage products, orders and stores here.",
    paths: dashboardPaths,
  },
];

const byPath = new Map(pendingAreas.flatMap((area) => area.paths.map((path) => [path, area] as const)));

/** The pending area of a spec route; category slugs under /market/product/category count as that route. */
export function pendingAreaFor(pathname: string): PendingArea | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return byPath.get(path) ?? (path.startsWith("/market/product/category/") ? byPath.get("/market/product/category") : undefined);
}
