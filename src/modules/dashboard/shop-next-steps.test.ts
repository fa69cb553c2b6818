import { describe, expect, it } from "vitest";
import { shopNextSteps } from "@/modules/dashboard/shop-next-steps";
import { vendorRolePermissions } from "@/modules/vendors/vendor-permissions";

const empty = { listingsKept: 0, drafts: 0, lowStock: { count: 0, items: [] }, held: { count: 0, items: [] } };
const busy = { listingsKept: 12, drafts: 2, lowStock: { count: 3, items: [] }, held: { count: 1, items: [] } };
const vendor = (role: "OWNER" | "MANAGER" | "SALES_ASSISTANT", kind: "STORE" | "ARTISAN" = "STORE") => ({
  id: "v-1",
  kind,
  permissions: vendorRolePermissions(role),
});

describe("shopNextSteps", () => {
  it("asks a new shop's owner for a first product, an artisan for a first service", () => {
    expect(shopNextSteps(vendor("OWNER"), empty).map((step) => [step.label, step.href])).toEqual([
      ["Add your first product", "/dashboard/product/add"],
    ]);
    expect(shopNextSteps(vendor("OWNER", "ARTISAN"), empty).map((step) => step.href)).toEqual([
      "/dashboard/service/add",
    ]);
  });

  it("restock, held prices and drafts, each linking to the product list's question for that vendor", () => {
    expect(shopNextSteps(vendor("MANAGER"), busy).map((step) => [step.label, step.href])).toEqual([
      ["Restock 3 items", "/dashboard/product/list?vendor=v-1&status=active&sort=stock-asc"],
      ["1 price held for review", "/dashboard/product/list?vendor=v-1&status=held"],
      ["Publish 2 drafts", "/dashboard/product/list?vendor=v-1&status=draft"],
    ]);
  });

  it("a sales assistant is only asked to restock; a suspended vendor's members (view only) nothing", () => {
    expect(shopNextSteps(vendor("SALES_ASSISTANT"), busy).map((step) => step.label)).toEqual(["Restock 3 items"]);
    expect(shopNextSteps(vendor("SALES_ASSISTANT"), empty)).toEqual([]);
    expect(shopNextSteps({ id: "v-1", kind: "STORE", permissions: new Set(["shop:view"]) }, busy)).toEqual([]);
  });
});
