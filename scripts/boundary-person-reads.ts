/**
 * The pages the server gives every visitor alike must render from the URL alone (docs/decisions/0025): no file they
 * import, directly or through others, may read the session, the actor or the cart cookie (PERSON_READERS in
 * .dependency-cruiser.mjs). dependency-cruiser's own `reachable` rules cannot stop at a server action's module, which
 * a page imports for a form's `action` but which runs only on the request that form sends; this walk stops there.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import type { IModule } from "dependency-cruiser";
import type { BoundaryViolation } from "./check-boundaries";

const RULE = "pages-for-everyone-read-the-person";
const MESSAGE =
  "This page is kept and given to every visitor alike (src/server/page-cache.ts), so nothing it renders may read the " +
  "session, the actor or the cart cookie, even through other files: render it from the URL alone and put the person's " +
  "part in a client island that asks the server (the header's cart count, the price desk's report forms).";

function isServerActionModule(root: string, file: string): boolean {
  if (!file.startsWith("src/")) return false;
  try {
    return /^\s*(?:\/\/[^\n]*\n\s*|\/\*[\s\S]*?\*\/\s*)*["']use server["']/.test(
      readFileSync(path.join(root, file), "utf8"),
    );
  } catch {
    return false;
  }
}

/** One violation per page that reaches a person reader, with the chain of imports that gets there. */
export function personReadsOnSharedPages(
  root: string,
  modules: IModule[],
  pagePatterns: string[],
  readerPatterns: string[],
): BoundaryViolation[] {
  const pages = pagePatterns.map((pattern) => new RegExp(pattern));
  const readers = readerPatterns.map((pattern) => new RegExp(pattern));
  const imports = new Map(modules.map((file) => [file.source, file.dependencies.map((d) => d.resolved)]));
  const violations: BoundaryViolation[] = [];
  for (const page of [...imports.keys()].filter((file) => pages.some((pattern) => pattern.test(file))).sort()) {
    // Breadth first, so the chain reported is a shortest one.
    const cameFrom = new Map<string, string | null>([[page, null]]);
    const queue = [page];
    while (queue.length > 0) {
      const file = queue.shift()!;
      if (readers.some((pattern) => pattern.test(file))) {
        const chain: string[] = [];
        for (let step: string | null = file; step; step = cameFrom.get(step) ?? null) chain.unshift(step);
        violations.push({ rule: RULE, where: chain.join(" → "), message: MESSAGE });
        break;
      }
      if (file !== page && isServerActionModule(root, file)) continue;
      for (const next of imports.get(file) ?? []) {
        if (cameFrom.has(next)) continue;
        cameFrom.set(next, file);
        queue.push(next);
      }
    }
  }
  return violations;
}
