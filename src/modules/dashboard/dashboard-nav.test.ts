import { describe, expect, it } from "vitest";
import type { UserActor, VendorGrant } from "@/lib/actor";
import { activeNavItem, dashboardNav, type NavVendor } from "@/modules/dashboard/dashboard-nav";
import { permissionsForRole, type StaffRole } from "@/modules/identity/staff-permissions";
import { vendorRoleLabels, vendorRolePermissions, type VendorRole } from "@/modules/vendors/vendor-permissions";

function actor(
  options: { staff?: StaffRole; vendors?: Array<{ id: string; role: VendorRole; permissions?: string[] }> } = {},
): UserActor {
  const grants = new Map<string, VendorGrant>(
    (options.vendors ?? []).map(({ id, role, permissions }) => [
      id,
      { vendorId: id, role: vendorRoleLabels[role], permissions: new Set(permissions ?? vendorRolePermissions(role)) },
    ]),
  );
  return {
    kind: "user",
    userId: "u1",
    tokenId: null,
    staffPermissions: permissionsForRole(options.staff ?? null),
    vendors: grants,
  };
}

/** "Section: label, label" per section, to read the whole navigation at a glance. */
function outline(who: UserActor, vendors: NavVendor[] = []): string[] {
  return dashboardNav(who, vendors).map(
    (found) => `${found.label ?? "-"}: ${found.items.map((item) => item.label).join(", ")}`,
  );
}

const shop: NavVendor = { id: "v-shop", kind: "STORE" };
const artisan: NavVendor = { id: "v-artisan", kind: "ARTISAN" };

describe("dashboardNav", () => {
  it("a buyer sees the overview and their profile only", () => {
    expect(outline(actor())).toEqual(["-: Overview", "You: My profile"]);
  });

  it("a shop's owner sees the whole shop, without services, and the team", () => {
    expect(outline(actor({ vendors: [{ id: shop.id, role: "OWNER" }] }), [shop])).toEqual([
      "-: Overview",
      "Your shop: Products, Add product, Stores, Business profile, Team",
      "Orders: New orders, Order history",
      "You: My profile",
    ]);
  });

  it("an artisan's owner sees services too", () => {
    expect(outline(actor({ vendors: [{ id: artisan.id, role: "OWNER" }] }), [artisan])[1]).toBe(
      "Your shop: Products, Add product, Services, Add service, Stores, Business profile, Team",
    );
  });

  it("a manager sees no team; a sales assistant sees what they may look at and nothing to add or edit", () => {
    expect(outline(actor({ vendors: [{ id: shop.id, role: "MANAGER" }] }), [shop])[1]).toBe(
      "Your shop: Products, Add product, Stores, Business profile",
    );
    expect(outline(actor({ vendors: [{ id: artisan.id, role: "SALES_ASSISTANT" }] }), [artisan])[1]).toBe(
      "Your shop: Products, Services, Stores",
    );
  });

  it("every member who handles orders (a sales assistant too) sees them, with the count of new ones when any", () => {
    const assistant = actor({ vendors: [{ id: shop.id, role: "SALES_ASSISTANT" }] });
    expect(outline(assistant, [shop])[2]).toBe("Orders: New orders, Order history");
    const orders = (counts?: { newOrders?: number }) =>
      dashboardNav(assistant, [shop], counts).find((found) => found.label === "Orders")?.items;
    expect(orders({ newOrders: 3 })?.[0]).toEqual({
      label: "New orders",
      href: "/dashboard/orders/new",
      soon: false,
      count: 3,
    });
    expect(orders({ newOrders: 0 })?.[0]).not.toHaveProperty("count");
    expect(orders()?.[0]).not.toHaveProperty("count");
    expect(orders()?.[1]).toEqual({ label: "Order history", href: "/dashboard/orders/history", soon: false });
    // Without orders:manage (a suspended vendor's owner keeps shop:view only) there is no link, and no count.
    const viewer = actor({ vendors: [{ id: shop.id, role: "OWNER", permissions: ["shop:view"] }] });
    expect(dashboardNav(viewer, [shop], { newOrders: 3 }).find((found) => found.label === "Orders")).toBeUndefined();
  });

  it("a suspended vendor's owner (shop:view only) can look at products, services and stores, and change nothing", () => {
    expect(
      outline(actor({ vendors: [{ id: artisan.id, role: "OWNER", permissions: ["shop:view"] }] }), [artisan])[1],
    ).toBe("Your shop: Products, Services, Stores");
  });

  it("a member of a shop and of an artisan's business gets each link that either allows", () => {
    const who = actor({
      vendors: [
        { id: shop.id, role: "OWNER" },
        { id: artisan.id, role: "SALES_ASSISTANT" },
      ],
    });
    expect(outline(who, [shop, artisan])[1]).toBe(
      "Your shop: Products, Add product, Services, Stores, Business profile, Team",
    );
  });

  it("a vendor the actor holds no grant for adds nothing", () => {
    expect(outline(actor(), [shop, artisan])).toEqual(["-: Overview", "You: My profile"]);
  });

  it("staff who review vendors and refunds see operations; a moderator sees the held price reports only", () => {
    const admin = dashboardNav(actor({ staff: "ADMIN" }), []);
    expect(admin.find((found) => found.label === "Operations")?.items).toEqual([
      { label: "Vendors", href: "/dashboard/vendor/list", soon: false },
      { label: "Held price reports", href: "/pricedesk/moderation", soon: false },
      { label: "Refunds to follow up", href: "/dashboard/refunds", soon: false },
    ]);
    const counted = dashboardNav(actor({ staff: "ADMIN" }), [], { refundsToFollowUp: 3 });
    expect(counted.flatMap((found) => found.items).find((item) => item.href === "/dashboard/refunds")?.count).toBe(3);
    expect(outline(actor({ staff: "MODERATOR" }))).toEqual([
      "-: Overview",
      "Operations: Held price reports",
      "You: My profile",
    ]);
  });

  it("marks pages still being built, and not the ones that are open", () => {
    const items = dashboardNav(actor({ vendors: [{ id: shop.id, role: "OWNER" }] }), [shop]).flatMap(
      (found) => found.items,
    );
    expect(items.find((item) => item.label === "Overview")).toEqual({
      label: "Overview",
      href: "/dashboard",
      soon: false,
    });
    expect(items.find((item) => item.label === "Products")?.soon).toBe(false);
    expect(items.find((item) => item.label === "Add product")?.soon).toBe(false);
    expect(items.find((item) => item.label === "Team")).toEqual({
      label: "Team",
      href: "/dashboard/vendor/profile#team",
      soon: false,
    });
  });
});

describe("activeNavItem", () => {
  const sections = dashboardNav(actor({ staff: "ADMIN", vendors: [{ id: shop.id, role: "OWNER" }] }), [shop]);

  it("is the link of the page, a trailing slash ignored", () => {
    expect(activeNavItem(sections, "/dashboard")?.label).toBe("Overview");
    expect(activeNavItem(sections, "/dashboard/")?.label).toBe("Overview");
    expect(activeNavItem(sections, "/dashboard/product/add")?.label).toBe("Add product");
    expect(activeNavItem(sections, "/dashboard/vendor/profile")?.label).toBe("Business profile");
    expect(activeNavItem(sections, "/dashboard/vendor/list")?.label).toBe("Vendors");
  });

  it("is the list's link on the pages reached from the list (its grid, a listing's details)", () => {
    expect(activeNavItem(sections, "/dashboard/product/grid")?.label).toBe("Products");
    expect(activeNavItem(sections, "/dashboard/product/details")?.label).toBe("Products");
    expect(activeNavItem(sections, "/dashboard/vendor/grid")?.label).toBe("Vendors");
    expect(activeNavItem(sections, "/dashboard/orders/details")?.label).toBe("Order history");
    expect(activeNavItem(sections, "/dashboard/orders/new")?.label).toBe("New orders");
  });

  it("is none for a page without a link of its own; the overview does not claim every page", () => {
    expect(activeNavItem(sections, "/dashboard/review")).toBeUndefined();
    expect(activeNavItem(sections, "/dashboards")).toBeUndefined();
  });
});
