import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { addCompileHints, COMPILE_HINT } from "@/lib/compile-hints";

let distDir = "";

function fakeBuild(files: Record<string, string>, rootMainFiles: string[]) {
  distDir = mkdtempSync(path.join(tmpdir(), "compile-hints-"));
  mkdirSync(path.join(distDir, "static/chunks"), { recursive: true });
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(distDir, name), text);
  writeFileSync(path.join(distDir, "build-manifest.json"), JSON.stringify({ rootMainFiles }));
}

const read = (name: string) => readFileSync(path.join(distDir, name), "utf8");

afterEach(() => rmSync(distDir, { recursive: true, force: true }));

describe("addCompileHints", () => {
  it("marks the root main scripts only, once, and shifts their source maps by the added line", () => {
    fakeBuild(
      {
        "static/chunks/framework.js": "a()",
        "static/chunks/framework.js.map": JSON.stringify({ version: 3, mappings: "AAAA" }),
        "static/chunks/page.js": "b()",
        "static/chunks/root.css": "body{}",
      },
      ["static/chunks/framework.js", "static/chunks/root.css", "static/chunks/missing.js"],
    );

    expect(addCompileHints(distDir)).toEqual(["static/chunks/framework.js"]);
    expect(addCompileHints(distDir)).toEqual([]);

    expect(read("static/chunks/framework.js")).toBe(`${COMPILE_HINT}a()`);
    expect(JSON.parse(read("static/chunks/framework.js.map")).mappings).toBe(";AAAA");
    expect(read("static/chunks/page.js")).toBe("b()");
    expect(read("static/chunks/root.css")).toBe("body{}");
  });

  it("does nothing without a build manifest", () => {
    distDir = mkdtempSync(path.join(tmpdir(), "compile-hints-"));
    expect(addCompileHints(distDir)).toEqual([]);
  });
});
