import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { DashboardPageLoading } from "@/ui/components/dashboard-page-loading";

const DASHBOARD = path.join(process.cwd(), "src/app/(dashboard)/dashboard");

function pageFolders(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return pageFolders(path.join(dir, entry.name));
    return entry.name === "page.tsx" ? [dir] : [];
  });
}

describe("the dashboard's loading and error states", () => {
  it("a loading page says what is loading, for screen readers too", () => {
    const html = renderToStaticMarkup(createElement(DashboardPageLoading, { what: "your stores" }));
    expect(html).toContain('role="status"');
    expect(html).toContain("Loading your stores…");
    expect(html).toContain('aria-busy="true"');
  });

  it("every dashboard page has a loading state, except those that answer 404 (a loading boundary would make that a 200)", () => {
    const missing = pageFolders(DASHBOARD).filter((folder) => {
      if (existsSync(path.join(folder, "loading.tsx"))) return false;
      return !/notFound\(/.test(readFileSync(path.join(folder, "page.tsx"), "utf8"));
    });
    expect(missing.map((folder) => path.relative(DASHBOARD, folder))).toEqual([]);
  });

  it("any dashboard page without an error state of its own falls back to the dashboard's", () => {
    expect(existsSync(path.join(DASHBOARD, "error.tsx"))).toBe(true);
  });
});
