/**
 * Issue #14: a page without its own title showed the home page's ("Oja: Buy, sell and …") in the tab, in history and
 * in search results, as the 503 dashboard did. Every page under src/app declares its title (home keeps the root
 * layout's), and a pending route's title says it is not open yet. tests/e2e/way-finding.test.ts checks the titles
 * the running app serves, route by route.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { pendingAreaFor } from "@/lib/pending-routes";
import { pendingRouteMetadata } from "@/ui/components/pending-route-page";

const APP_DIR = path.join(process.cwd(), "src", "app");

/** The page files of src/app by route ("/" is home), whatever their route groups. */
function pageFiles(): Map<string, string> {
  const found = new Map<string, string>();
  const walk = (dir: string, segments: string[]) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full, /^\(.+\)$/.test(entry.name) ? segments : [...segments, entry.name]);
      else if (entry.name === "page.tsx") found.set(`/${segments.join("/")}`, full);
    }
  };
  walk(APP_DIR, []);
  return found;
}

describe("page titles", () => {
  it("every page but home declares its own title", () => {
    const pages = pageFiles();
    expect(pages.size).toBeGreaterThan(25);
    const untitled = [...pages]
      .filter(([route]) => route !== "/")
      .filter(
        ([, file]) =>
          !/export (const metadata\b|(async )?function generateMetadata\b)/.test(readFileSync(file, "utf8")),
      )
      .map(([route]) => route);
    expect(untitled).toEqual([]);
  });

  it("a pending route is titled as not open yet; an unknown path under it gets the 404's title", () => {
    const area = pendingAreaFor("/dashboard/audit")!;
    expect(pendingRouteMetadata("/dashboard/audit")).toMatchObject({ title: area.title, robots: { index: false } });
    expect(pendingRouteMetadata("/dashboard/review")).toMatchObject({
      title: "This part of the dashboard is not open yet",
    });
    expect(pendingRouteMetadata("/dashboard/no-such-screen")).toEqual({});
    // The overview has shipped: it is no longer pending, and its page has a title of its own.
    expect(pendingRouteMetadata("/dashboard")).toEqual({});
  });
});
