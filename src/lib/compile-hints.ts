import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * V8's explicit compile hint (Chrome 136+): a script starting with this comment has all its functions compiled eagerly,
 * on the background thread that streams the download, instead of lazily on the main thread at first call. Other
 * browsers read it as a comment. docs/decisions/0004-page-weight.md (total blocking time) has the measurements.
 */
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

/**
 * Marks the framework chunks every page runs at start (React DOM, the Next.js client and the Turbopack runtime:
 * build-manifest.json's rootMainFiles) for eager compilation. Without the hint, compiling the minified module factories
 * on their first call was about half of the one long task every page load has.
 *
 * Runs as next.config.ts's runAfterProductionCompile, before pages are prerendered. A chunk's name is its content hash
 * from before the hint; nothing checks it (no subresource integrity configured). A source map, when the build writes
 * one, is shifted by the added line. Idempotent.
 */
export function addCompileHints(distDir: string): string[] {
  const manifestFile = path.join(distDir, "build-manifest.json");
  if (!existsSync(manifestFile)) return [];
  const { rootMainFiles = [] } = JSON.parse(readFileSync(manifestFile, "utf8")) as { rootMainFiles?: string[] };
  const marked: string[] = [];
  for (const file of rootMainFiles.filter((name) => name.endsWith(".js"))) {
    const scriptFile = path.join(distDir, file);
    if (!existsSync(scriptFile)) continue;
    const script = readFileSync(scriptFile, "utf8");
    if (script.startsWith(COMPILE_HINT)) continue;
    writeFileSync(scriptFile, COMPILE_HINT + script);
    const mapFile = `${scriptFile}.map`;
    if (existsSync(mapFile)) {
      const map = JSON.parse(readFileSync(mapFile, "utf8")) as { mappings: string };
      writeFileSync(mapFile, JSON.stringify({ ...map, mappings: `;${map.mappings}` }));
    }
    marked.push(file);
  }
  return marked;
}
