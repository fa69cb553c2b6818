/**
 * Shared by the browser-test and benchmark harnesses when they reuse a build (E2E_SKIP_BUILD, BENCH_SKIP_BUILD) on a
 * freshly seeded database. Next.js keeps the pages it rendered while serving (ISR: product pages, cached 404s) in
 * `<distDir>/server/route-cache`, next to the pages the build prerendered, and serves them again on the next start.
 * Rendered from the previous run's database, they would show its rows and point at its pictures (which the new
 * database does not have: broken images, and a page weight that leaves them out). So everything there that is not a
 * route the build itself prerendered (prerender-manifest.json) is removed; the build's own pages stay.
 */
import { existsSync, readdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";

/** The route a cache entry folder holds: the path of its `.meta` file under `$` (the site root), "index" being "/". */
function routeOf(entryFolder: string): string | null {
  const root = path.join(entryFolder, "$");
  if (!existsSync(root)) return null;
  const find = (folder: string, prefix: string): string | null => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      if (entry.isFile() && entry.name.endsWith(".meta")) return `${prefix}/${entry.name.slice(0, -".meta".length)}`;
      if (entry.isDirectory() && !entry.name.endsWith(".segments")) {
        const found = find(path.join(folder, entry.name), `${prefix}/${entry.name}`);
        if (found) return found;
      }
    }
    return null;
  };
  const route = find(root, "");
  return route === "/index" ? "/" : route;
}

/** Removes pages rendered at run time from a build's route cache; returns how many went. */
export function forgetRuntimeRenders(distDir: string): number {
  const cacheRoot = path.join(distDir, "server", "route-cache");
  const manifestFile = path.join(distDir, "prerender-manifest.json");
  if (!existsSync(cacheRoot) || !existsSync(manifestFile)) return 0;
  const built = new Set(
    Object.keys((JSON.parse(readFileSync(manifestFile, "utf8")) as { routes: Record<string, unknown> }).routes),
  );
  let removed = 0;
  // Layout: route-cache/<kind>/<one folder per route>/$/<route>.{html,rsc,meta} and <route>.segments/.
  for (const kind of readdirSync(cacheRoot, { withFileTypes: true })) {
    if (!kind.isDirectory()) continue;
    for (const entry of readdirSync(path.join(cacheRoot, kind.name), { withFileTypes: true })) {
      const folder = path.join(cacheRoot, kind.name, entry.name);
      const route = entry.isDirectory() ? routeOf(folder) : null;
      if (route !== null && built.has(route)) continue;
      rmSync(folder, { recursive: true, force: true });
      removed += 1;
    }
  }
  return removed;
}
