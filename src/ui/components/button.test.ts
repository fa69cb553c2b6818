import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Button, buttonClassName, type ButtonSize, type ButtonVariant } from "@/ui/components/button";

const SRC = path.join(process.cwd(), "src");
const variants: ButtonVariant[] = ["primary", "secondary"];
const sizes: ButtonSize[] = ["sm", "md", "wide", "lg"];
const looks = variants.flatMap((variant) => sizes.map((size) => buttonClassName({ variant, size })));
const base = buttonClassName().split(" bg-primary-light")[0]!;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const files = sourceFiles(SRC).map((file) => ({
  file: path.relative(process.cwd(), file),
  text: readFileSync(file, "utf8"),
}));

describe("buttons", () => {
  it("Button puts the caller's layout classes first and is a plain button unless told otherwise", () => {
    expect(renderToStaticMarkup(createElement(Button, { className: "w-full" }, "Go"))).toBe(
      `<button type="button" class="w-full ${buttonClassName()}">Go</button>`,
    );
    expect(renderToStaticMarkup(createElement(Button, { type: "submit", size: "lg", disabled: true }, "Go"))).toBe(
      `<button type="submit" disabled="" class="${buttonClassName({ size: "lg" })}">Go</button>`,
    );
  });

  // Issue 22: in a client chunk, Button's table costs about 0.2 KB gzip per chunk, and a page loads several.
  it("client components do not import Button or ButtonLink", () => {
    const client = files.filter(({ text }) => /^\s*["']use client["']/.test(text));
    expect(client.length).toBeGreaterThan(20);
    const importers = client.filter(({ text }) => /from ["']@\/ui\/components\/button(-link)?["']/.test(text));
    expect(importers.map(({ file }) => file)).toEqual([]);
  });

  it("a look spelled out in a component is one of Button's, after the component's layout classes", () => {
    const spelledOut = files.flatMap(({ file, text }) =>
      [...text.matchAll(/"([^"\n]*)"/g)]
        .map((match) => match[1]!)
        .filter((classes) => classes.includes(base))
        .map((classes) => ({ file, classes })),
    );
    expect(spelledOut.length).toBeGreaterThan(10);
    const strays = spelledOut.filter(
      ({ file, classes }) =>
        file !== path.join("src", "ui", "components", "button.tsx") &&
        !looks.some((look) => classes === look || classes.endsWith(` ${look}`)),
    );
    expect(strays).toEqual([]);
  });

  // The listing cards' "Add to cart" is a CSS class (globals.css: markup repeated dozens of times per page).
  it("the card's button class in globals.css is the small secondary look", () => {
    const css = readFileSync(path.join(SRC, "app", "globals.css"), "utf8");
    const applied = /\.product-card-button \{\s*@apply ([^;]+);/.exec(css)?.[1];
    const expected = buttonClassName({ variant: "secondary", size: "sm", className: "w-full bg-white" });
    expect(new Set(applied?.split(" "))).toEqual(new Set(expected.split(" ")));
  });
});
