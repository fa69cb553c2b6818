import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import { requestGraphQL } from "@/ui/graphql-client";
import { graphql } from "@/ui/graphql-documents";

/**
 * The browser talks GraphQL only through typed documents (`graphql()` from src/ui/graphql-documents.ts): the answer's
 * type comes from the schema, so no component casts it. The types already refuse a plain string passed to
 * `requestGraphQL` or `mutate`; this scan catches the ways around them (a hand-written fetch to /graphql, a query kept
 * as a string "for later", an explicit result type) before review has to.
 */
const sourceRoot = path.join(process.cwd(), "src");
/** The server side answers GraphQL; it does not send it. */
const serverSide = ["graphql", "server", "db"].map((folder) => `${path.join(sourceRoot, folder)}${path.sep}`);

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts")
      ? [full]
      : [];
  });
}

const rules: { name: string; pattern: RegExp }[] = [
  {
    name: "a GraphQL operation kept in a plain string (write it with graphql(`…`))",
    pattern: /\/\*\s*GraphQL\s*\*\/|(?<!graphql\()["'`]\s*(?:query|mutation|subscription)\s+[A-Z]\w*\s*[({]/,
  },
  { name: "a query: that is a string or template literal", pattern: /\bquery:\s*["'`]/ },
  { name: "a string passed to mutate()", pattern: /\bmutate\(\s*["'`]/ },
  {
    name: "an explicit result type on requestGraphQL or mutate (the document infers it)",
    pattern: /(?<!function )\b(?:requestGraphQL|mutate)</,
  },
  { name: "a hand-written fetch to /graphql (use requestGraphQL)", pattern: /fetch\(\s*["'`][^"'`]*\/graphql/ },
];

/** Every offending line of `source` as "rule: line". */
export function typedGraphQLViolations(source: string): string[] {
  // The formatter may break `graphql(` and its template onto two lines; read them as one.
  const code = source
    .replace(/graphql\(\s+`/g, "graphql(`")
    .split("\n")
    .filter((line) => !/^\s*(?:\/\/|\*|\/\*)/.test(line));
  return code.flatMap((line) =>
    rules.filter((rule) => rule.pattern.test(line)).map((rule) => `${rule.name}: ${line.trim()}`),
  );
}

describe("browser GraphQL goes through typed documents", () => {
  it("no file under src/ sends a GraphQL string", () => {
    const found = sourceFiles(sourceRoot)
      .filter((file) => !serverSide.some((prefix) => file.startsWith(prefix)))
      .flatMap((file) =>
        typedGraphQLViolations(readFileSync(file, "utf8")).map(
          (violation) => `${path.relative(process.cwd(), file)}: ${violation}`,
        ),
      );
    expect(found).toEqual([]);
  });

  it("the scan catches each way around the types", () => {
    const offending = [
      "const Q = /* GraphQL */ `query Items { items { id } }`;",
      'const Q = "mutation DeleteAlert($id: ID!) { deleteAlert(id: $id) }";',
      "await requestGraphQL({ query: `{ items { id } }` });",
      'await mutate("mutation X { x }", {});',
      "await mutate<{ x: boolean }>(X, {});",
      "const data = await requestGraphQL<Answer>({ query: Q });",
      'await fetch("/graphql", { method: "POST" });',
    ];
    for (const line of offending) expect(typedGraphQLViolations(line), line).not.toEqual([]);
    const fine = [
      "const Q = graphql(`query Items { items { id } }`);",
      "await mutate(Q, { id });",
      "await requestGraphQL({ query: Q, variables });",
    ];
    for (const line of fine) expect(typedGraphQLViolations(line), line).toEqual([]);
  });

  it("a document is sent as the text it was written in, with its operation name (no GraphQL parser in the browser)", async () => {
    const sent: unknown[] = [];
    vi.stubGlobal("fetch", async (_url: unknown, init: RequestInit) => {
      sent.push(JSON.parse(String(init.body)));
      return new Response(JSON.stringify({ data: { priceItems: [] } }), {
        headers: { "content-type": "application/json" },
      });
    });
    try {
      const text = "query PriceSuggest($search: String!) { priceItems(search: $search, first: 8) { slug } }";
      const data = await requestGraphQL({
        query: graphql(`query PriceSuggest($search: String!) { priceItems(search: $search, first: 8) { slug } }`),
        variables: { search: "rice" },
      });
      expect(data.priceItems).toEqual([]);
      expect(sent).toEqual([{ operationName: "PriceSuggest", variables: { search: "rice" }, query: text }]);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("the types refuse a plain string", () => {
    // @ts-expect-error -- a query string is not a typed document: `npm run typecheck` fails if this line compiles
    const send = () => requestGraphQL({ query: "query Items { items { id } }" });
    expect(send).toBeTypeOf("function");
  });
});
