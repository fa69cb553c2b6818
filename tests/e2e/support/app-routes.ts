import { readdirSync } from "node:fs";
import path from "node:path";

/**
 * Every route of the app, read from the folders of src/app, so a page or route handler added later is covered by the
 * tests that walk them without anyone updating a list. Route groups ("(public)") are left out of the address;
 * dynamic segments ("[slug]", "[...key]", "[[...rest]]") are filled from `samples`, keyed by the route as written in
 * src/app without its groups ("/market/product/[slug]"). A dynamic route without a sample is an error, so a new one
 * is not silently skipped.
 */
export interface AppRoute {
  /** The route as written, without groups: "/market/product/[slug]". */
  pattern: string;
  /** An address to request: the pattern with its sample values. */
  path: string;
  kind: "page" | "route";
}

const APP_DIR = path.join(process.cwd(), "src", "app");

function walk(dir: string, segments: string[], found: Array<{ pattern: string; kind: AppRoute["kind"] }>): void {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      // Private folders ("_components") and parallel or intercepting routes are not addresses of their own.
      if (entry.name.startsWith("_") || entry.name.startsWith("@") || entry.name.startsWith("(.")) continue;
      const group = entry.name.startsWith("(") && entry.name.endsWith(")");
      walk(path.join(dir, entry.name), group ? segments : [...segments, entry.name], found);
    } else if (/^(page|route)\.(tsx?|jsx?)$/.test(entry.name)) {
      found.push({ pattern: `/${segments.join("/")}`, kind: entry.name.startsWith("page") ? "page" : "route" });
    }
  }
}

/** Every page and route handler under src/app as written, without groups: "/market/product/[slug]", sorted. */
export function appRoutePatterns(): string[] {
  const found: Array<{ pattern: string; kind: AppRoute["kind"] }> = [];
  walk(APP_DIR, [], found);
  return [...new Set(found.map(({ pattern }) => pattern))].sort();
}

/** Every route, with `samples` filling the dynamic ones (see above). */
export function appRoutes(samples: Readonly<Record<string, string>>): AppRoute[] {
  const found: Array<{ pattern: string; kind: AppRoute["kind"] }> = [];
  walk(APP_DIR, [], found);
  return found
    .map(({ pattern, kind }) => {
      if (!pattern.includes("[")) return { pattern, path: pattern, kind };
      const sample = samples[pattern];
      if (sample === undefined) throw new Error(`No sample address for ${pattern}: add one to the test's samples`);
      return { pattern, path: sample, kind };
    })
    .sort((a, b) => a.pattern.localeCompare(b.pattern));
}
