import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { pendingAreaFor, pendingAreas } from "@/lib/pending-routes";

// Spec section 2, "Public routes" and "Dashboard routes": every auth, market, price desk and dashboard route.
const specRoutes = [
  "/auth/signup",
  "/auth/login",
  "/auth/forgot_password",
  "/auth/payment",
  "/auth/seller/signup",
  "/auth/seller/login",
  "/auth/seller/forgot_password",
  "/pricedesk",
  "/pricedesk/search",
  "/market",
  "/market/pricedesk",
  "/market/product",
  "/market/product/category",
  "/dashboard",
  "/dashboard/vendor/list",
  "/dashboard/vendor/grid",
  "/dashboard/vendor/profile",
  "/dashboard/users/list",
  "/dashboard/users/grid",
  "/dashboard/users/profile",
  "/dashboard/category/main",
  "/dashboard/category/sub",
  "/dashboard/product/add",
  "/dashboard/product/list",
  "/dashboard/product/grid",
  "/dashboard/product/details",
  "/dashboard/service/add",
  "/dashboard/service/list",
  "/dashboard/orders/new",
  "/dashboard/orders/history",
  "/dashboard/orders/details",
  "/dashboard/review",
  "/dashboard/audit",
  "/dashboard/permission",
  "/dashboard/subscription",
  "/dashboard/promotion",
];

const appDir = path.join(process.cwd(), "src/app");

/** The folder itself and, through route groups ("(public)", "(overview)") at any depth, every folder it stands for. */
function withGroups(dir: string): string[] {
  if (!existsSync(dir)) return [];
  const groups = readdirSync(dir, { withFileTypes: true }).filter(
    (entry) => entry.isDirectory() && /^\(.+\)$/.test(entry.name),
  );
  return [dir, ...groups.flatMap((group) => withGroups(path.join(dir, group.name)))];
}

/** A page written for exactly this route (in any route groups), not a catch-all that renders the pending state. */
function hasDedicatedPage(route: string): boolean {
  const folders = route
    .split("/")
    .filter(Boolean)
    .reduce((dirs, segment) => dirs.flatMap((dir) => withGroups(path.join(dir, segment))), withGroups(appDir));
  return folders.some((dir) => existsSync(path.join(dir, "page.tsx")));
}

describe("pendingAreaFor", () => {
  // A capability that ships adds its pages and removes its paths from the pending list, so every spec route is
  // exactly one of the two: pending (503 "Not available yet") or served by its own page. Never both (the proxy
  // would answer 503 over a finished page), never neither (a spec route would be a 404).
  it.each(specRoutes)("%s is either pending or has its own page, not both", (route) => {
    const area = pendingAreaFor(route);
    if (area) expect(area.paths).toContain(route);
    expect(Boolean(area) !== hasDedicatedPage(route)).toBe(true);
  });

  it.each([
    "/dashboard",
    "/dashboard/users/profile",
    "/dashboard/orders/new",
    "/dashboard/orders/history",
    "/dashboard/orders/details",
  ])("%s has shipped: its own page, not pending (a trailing slash alike)", (route) => {
    expect(pendingAreaFor(route)).toBeUndefined();
    expect(pendingAreaFor(`${route}/`)).toBeUndefined();
    expect(hasDedicatedPage(route)).toBe(true);
  });

  it.each(["/auth/", "/market", "/pricedesk"])(
    "the %s routes have shipped: none is pending and each has its page",
    (prefix) => {
      for (const route of specRoutes.filter((r) => r.startsWith(prefix))) {
        expect(pendingAreaFor(route), route).toBeUndefined();
        expect(hasDedicatedPage(route), route).toBe(true);
      }
    },
  );

  it("the size guide and category pages have shipped", () => {
    expect(pendingAreaFor("/size-guide")).toBeUndefined();
    expect(hasDedicatedPage("/size-guide")).toBe(true);
    expect(pendingAreaFor("/market/product/category/phones-tablets")).toBeUndefined();
  });

  it("groups routes into the right area", () => {
    expect(pendingAreaFor("/dashboard/review")?.title).toBe("This part of the dashboard is not open yet");
  });

  it("ignores a trailing slash", () => {
    expect(pendingAreaFor("/dashboard/audit/")).toBe(pendingAreaFor("/dashboard/audit"));
    expect(pendingAreaFor("/dashboard/audit/")).toBeDefined();
  });

  it.each([
    "/",
    "/about",
    "/contact",
    "/auth",
    "/auth/unknown",
    "/auth/seller",
    "/auth/login/extra",
    "/market/unknown",
    "/market/product/extra",
    "/pricedesk/search/extra",
    "/dashboard/vendor",
    "/dashboard/vendor/list/extra",
    "/dashboard/unknown",
    "/dashboards",
    "/Market",
  ])("%s (not a spec route) is not pending", (path) => {
    expect(pendingAreaFor(path)).toBeUndefined();
  });

  it("lists each path once across areas", () => {
    const all = pendingAreas.flatMap((area) => area.paths);
    expect(new Set(all).size).toBe(all.length);
    expect(all.length).toBeGreaterThan(0);
  });
});
