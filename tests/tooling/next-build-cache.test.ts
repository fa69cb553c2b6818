import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { forgetRuntimeRenders } from "../../scripts/next-build-cache";

let dist = "";
afterEach(() => rmSync(dist, { recursive: true, force: true }));

function entry(folder: string, route: string): string {
  const dir = path.join(dist, "server", "route-cache", "APP_PAGE", folder, "$", path.dirname(route));
  mkdirSync(path.join(dir, `${path.basename(route)}.segments`), { recursive: true });
  for (const ext of ["html", "rsc", "meta"]) writeFileSync(path.join(dir, `${path.basename(route)}.${ext}`), "");
  return path.join(dist, "server", "route-cache", "APP_PAGE", folder);
}

describe("forgetRuntimeRenders", () => {
  it("removes pages rendered while serving and keeps the ones the build prerendered", () => {
    dist = mkdtempSync(path.join(tmpdir(), "oja-dist-"));
    writeFileSync(
      path.join(dist, "prerender-manifest.json"),
      JSON.stringify({ routes: { "/": {}, "/about": {}, "/partners/stores": {} } }),
    );
    const home = entry("a1", "index");
    const about = entry("b2", "about");
    const partners = entry("c3", "partners/stores");
    const products = entry("d4", "market/product/rice-50kg-abc12");
    entry("d4", "market/product/garri-paint-bucket-9xk2");

    expect(forgetRuntimeRenders(dist)).toBe(1);
    expect([home, about, partners].every((folder) => existsSync(folder))).toBe(true);
    expect(existsSync(products)).toBe(false);
  });

  it("does nothing to a folder without a build", () => {
    dist = mkdtempSync(path.join(tmpdir(), "oja-dist-"));
    expect(forgetRuntimeRenders(dist)).toBe(0);
  });
});
