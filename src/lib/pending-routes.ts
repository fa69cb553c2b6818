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

// The overview, the seller's pages (product, service, stores, vendor profile, team, orders), the person's own profile
// and operations' vendor review pages have shipped; the others follow.
const dashboardPaths = [
  "/users/list",
  "/users/grid",
  "/category/main",
  "/category/sub",
  "/review",
  "/audit",
  "/permission",
  "/subscription",
  "/promotion",
].map((p) => `/dashboard${p}`);

export const pendingAreas: PendingArea[] = [
  {
    title: "This part of the dashboard is not open yet",
    description:
      "This page is being built: reviews, categories and the rest of operations come next. Your shop's products, services, stores, orders, team and business profile are open from the dashboard's menu.",
    paths: dashboardPaths,
  },
];

const byPath = new Map(pendingAreas.flatMap((area) => area.paths.map((path) => [path, area] as const)));

/** The pending area of a spec route. */
export function pendingAreaFor(pathname: string): PendingArea | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return byPath.get(path);
}
