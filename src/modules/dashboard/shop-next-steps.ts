import type { NextStep } from "@/modules/dashboard/next-steps";
import type { ShopSummary } from "@/modules/listings/shop-summary.service";
import type { VendorKind } from "@/modules/vendors/vendor-workspace.service";

type ShopFacts = Pick<ShopSummary, "listingsKept" | "drafts" | "lowStock" | "held">;

const plural = (count: number, one: string, many: string) =>
  `${count.toLocaleString("en-NG")} ${count === 1 ? one : many}`;

/** The product list's address for one vendor's question (the words seller-listing-url.ts reads). */
function listHref(vendorId: string, query: Record<string, string>): string {
  return `/dashboard/product/list?${new URLSearchParams({ vendor: vendorId, ...query }).toString()}`;
}

/**
 * "What to do next" from the shop's figures, only what the member may do: a sales assistant (stock, not listings) is
 * asked to restock but not to add products or fix prices; a suspended vendor's members (whose write permissions are
 * withdrawn) are asked nothing.
 */
export function shopNextSteps(
  vendor: { id: string; kind: VendorKind; permissions: ReadonlySet<string> },
  shop: ShopFacts,
): NextStep[] {
  const may = (permission: string) => vendor.permissions.has(permission);
  const steps: NextStep[] = [];
  if (may("listings:write") && shop.listingsKept === 0) {
    steps.push(
      vendor.kind === "ARTISAN"
        ? {
            label: "Add your first service",
            detail: "What you do, your price from, and the areas you cover, with photos of past work.",
            href: "/dashboard/service/add",
          }
        : {
            label: "Add your first product",
            detail: "A photo, a title and a price: it takes under a minute from your phone.",
            href: "/dashboard/product/add",
          },
    );
  }
  if (may("stock:write") && shop.lowStock.count > 0) {
    steps.push({
      label: `Restock ${plural(shop.lowStock.count, "item", "items")}`,
      detail: "They are nearly or completely sold out. Update the stock when new goods arrive.",
      href: listHref(vendor.id, { status: "active", sort: "stock-asc" }),
    });
  }
  if (may("listings:write") && shop.held.count > 0) {
    steps.push({
      label: `${plural(shop.held.count, "price", "prices")} held for review`,
      detail: "The price desk finds them far above what the item usually costs. Check them, or wait for a moderator.",
      href: listHref(vendor.id, { status: "held" }),
    });
  }
  if (may("listings:write") && shop.drafts > 0) {
    steps.push({
      label: `Publish ${plural(shop.drafts, "draft", "drafts")}`,
      detail: "Drafts are only visible to you and your team until you publish them.",
      href: listHref(vendor.id, { status: "draft" }),
    });
  }
  return steps;
}
