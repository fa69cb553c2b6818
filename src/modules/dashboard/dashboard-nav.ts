import { hasStaffPermission, hasVendorPermission, type UserActor } from "@/lib/actor";
import { pendingAreaFor } from "@/lib/pending-routes";

export interface DashboardNavItem {
  label: string;
  href: string;
  /** The page is still being built (src/lib/pending-routes.ts): the link says so, and stops saying it once it ships. */
  soon: boolean;
  /** Something waiting behind the link (new orders), shown as a count; absent when there is nothing to count. */
  count?: number;
}

export interface DashboardNavSection {
  /** Shown above the section's links; null for the first, unlabelled one. */
  label: string | null;
  items: DashboardNavItem[];
}

/** What the navigation needs to know of each vendor the person belongs to (the dashboard reads it from vendors). */
export interface NavVendor {
  id: string;
  kind: "INDIVIDUAL" | "STORE" | "ARTISAN";
}

interface Entry {
  label: string;
  href: string;
  /** Whether the actor may follow the link. */
  shown: boolean;
  count?: number;
}

/** Counts the layout reads for the links (each only for those who see its link). */
export interface NavCounts {
  /** Orders waiting for the seller's decision, over every business whose orders the person handles. */
  newOrders?: number;
  /** Refunds buyers are still owed that support must follow up (staff with the refund permission). */
  refundsToFollowUp?: number;
}

function section(label: string | null, entries: Entry[]): DashboardNavSection | null {
  const items = entries
    .filter((entry) => entry.shown)
    .map(({ label, href, count }) => ({
      label,
      href,
      soon: pendingAreaFor(href.split("#", 1)[0]!) !== undefined,
      ...(count ? { count } : {}),
    }));
  return items.length > 0 ? { label, items } : null;
}

/**
 * The dashboard's navigation, from what the actor may do: a vendor's members see their shop (each link only with its
 * permission), staff see the operations their permissions allow, and everyone sees the overview and their own profile.
 * A person who belongs to several vendors sees a link when any of them allows it; the page asks which vendor.
 */
export function dashboardNav(
  actor: UserActor,
  vendors: readonly NavVendor[],
  counts: NavCounts = {},
): DashboardNavSection[] {
  const anyVendor = (permission: string) => vendors.some((vendor) => hasVendorPermission(actor, vendor.id, permission));
  const anyArtisan = (permission: string) =>
    vendors.some((vendor) => vendor.kind === "ARTISAN" && hasVendorPermission(actor, vendor.id, permission));
  return [
    section(null, [{ label: "Overview", href: "/dashboard", shown: true }]),
    section("Your shop", [
      { label: "Products", href: "/dashboard/product/list", shown: anyVendor("shop:view") },
      { label: "Add product", href: "/dashboard/product/add", shown: anyVendor("listings:write") },
      // Services are what artisans sell (a tailor's alterations, an electrician's call-out); shops sell products.
      { label: "Services", href: "/dashboard/service/list", shown: anyArtisan("shop:view") },
      { label: "Add service", href: "/dashboard/service/add", shown: anyArtisan("listings:write") },
      { label: "Stores", href: "/dashboard/stores", shown: anyVendor("stores:write") || anyVendor("shop:view") },
      { label: "Business profile", href: "/dashboard/vendor/profile", shown: anyVendor("profile:write") },
      { label: "Team", href: "/dashboard/vendor/profile#team", shown: anyVendor("members:manage") },
    ]),
    section("Orders", [
      {
        label: "New orders",
        href: "/dashboard/orders/new",
        shown: anyVendor("orders:manage"),
        count: counts.newOrders,
      },
      { label: "Order history", href: "/dashboard/orders/history", shown: anyVendor("orders:manage") },
    ]),
    section("Operations", [
      { label: "Vendors", href: "/dashboard/vendor/list", shown: hasStaffPermission(actor, "vendors:review") },
      {
        label: "Held price reports",
        href: "/pricedesk/moderation",
        shown: hasStaffPermission(actor, "pricedesk:moderate"),
      },
      {
        label: "Refunds to follow up",
        href: "/dashboard/refunds",
        shown: hasStaffPermission(actor, "payments:refund"),
        count: counts.refundsToFollowUp,
      },
    ]),
    section("You", [{ label: "My profile", href: "/dashboard/users/profile", shown: true }]),
  ].filter((found): found is DashboardNavSection => found !== null);
}

/** Pages reached from a link's page rather than from the navigation: they light up that link. */
const reachedFrom: Record<string, string> = {
  "/dashboard/product/grid": "/dashboard/product/list",
  "/dashboard/product/details": "/dashboard/product/list",
  "/dashboard/vendor/grid": "/dashboard/vendor/list",
  "/dashboard/orders/details": "/dashboard/orders/history",
};

/** The link the address belongs to, for the active mark and the phone's title: the longest link that is a prefix. */
export function activeNavItem(
  sections: readonly DashboardNavSection[],
  pathname: string,
): DashboardNavItem | undefined {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  const path = reachedFrom[trimmed] ?? trimmed;
  let best: DashboardNavItem | undefined;
  for (const item of sections.flatMap((found) => found.items)) {
    if (item.href.includes("#")) continue;
    const matches = path === item.href || (item.href !== "/dashboard" && path.startsWith(`${item.href}/`));
    if (matches && (!best || item.href.length > best.href.length)) best = item;
  }
  return best;
}
