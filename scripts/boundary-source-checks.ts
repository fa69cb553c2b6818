/**
 * The boundary rules dependency-cruiser cannot see, because they are about what a file exports or calls rather than
 * what it imports (rules and reasons: `sourceRules` in .dependency-cruiser.mjs):
 * - `published-tables`: a file other modules may import exports a table (or something holding one: an alias, an
 *   object, a function returning it), which would let any module insert, update or delete it;
 * - `schema-reexports`: a *.schema.ts exports a table it did not create, which would smuggle another module's table
 *   past the import rules;
 * - `no-relational-queries`: `db.query.<table>.findFirst/findMany`, or a Drizzle client built with a schema, which
 *   reaches every module's tables by name;
 * - `published-relations-name-columns`: `select()` with no columns from a read-only relation, which at run time is
 *   the table and would return its unpublished columns.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { calleeName, tableExports, type Exports, type ParsedFile } from "./table-exports";

/** What the checks need of dependency-cruiser's result: each file and how its import specifiers resolved. */
export interface CruisedFile {
  source: string;
  dependencies: { module: string; resolved: string }[];
}

export interface SourceRule {
  name: string;
  comment: string;
}

export interface SourceViolation {
  rule: string;
  where: string;
  message: string;
}

/** `db.query.<table>.findFirst(...)`/`findMany(...)`, and `drizzle(client, { schema })`, with their line numbers. */
function relationalQueries(file: ParsedFile): string[] {
  const found: string[] = [];
  const line = (node: ts.Node) => file.text.getLineAndCharacterOfPosition(node.getStart(file.text)).line + 1;
  const visit = (node: ts.Node): void => {
    if (
      ts.isPropertyAccessExpression(node) &&
      (node.name.text === "findFirst" || node.name.text === "findMany") &&
      ts.isPropertyAccessExpression(node.expression) &&
      ts.isPropertyAccessExpression(node.expression.expression) &&
      node.expression.expression.name.text === "query"
    )
      found.push(`${file.source}:${line(node)} ${node.getText(file.text)}`);
    if (
      ts.isCallExpression(node) &&
      calleeName(node) === "drizzle" &&
      node.arguments.some(
        (argument) =>
          ts.isObjectLiteralExpression(argument) &&
          argument.properties.some((property) => property.name?.getText(file.text) === "schema"),
      )
    )
      found.push(`${file.source}:${line(node)} a Drizzle client built with a schema`);
    ts.forEachChild(node, visit);
  };
  visit(file.text);
  return found;
}

/**
 * Runs the three checks on the cruised files of `root`; `published` are the path patterns of the modules' published
 * surface (the same lists the import rules use).
 */
export function sourceViolations(
  root: string,
  files: CruisedFile[],
  published: RegExp[],
  rules: SourceRule[],
): SourceViolation[] {
  const comment = (name: string) => rules.find((rule) => rule.name === name)?.comment ?? "";
  const parsed = new Map<string, ParsedFile>();
  for (const file of files) {
    if (!/\.(ts|tsx|mts|cts|js|jsx|mjs)$/.test(file.source) || !file.source.startsWith("src/")) continue;
    const text = ts.createSourceFile(
      file.source,
      readFileSync(path.join(root, file.source), "utf8"),
      ts.ScriptTarget.Latest,
      true,
      file.source.endsWith("x") ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
    );
    const resolve = new Map(file.dependencies.map((dependency) => [dependency.module, dependency.resolved]));
    parsed.set(file.source, { source: file.source, text, resolve });
  }

  // Table exports follow imports and re-exports in any order, so repeat until no file's answer changes.
  let exports = new Map<string, Exports>();
  for (let round = 0; round < 20; round++) {
    const next = new Map<string, Exports>();
    for (const file of parsed.values())
      next.set(
        file.source,
        tableExports(file, (resolved) => exports.get(resolved) ?? new Map()),
      );
    const same = [...next].every(([source, names]) => {
      const before = exports.get(source);
      return (
        before?.size === names.size &&
        [...names].every(([name, b]) => before.get(name)?.kind === b.kind && before.get(name)?.origin === b.origin)
      );
    });
    exports = next;
    if (same) break;
  }

  const violations: SourceViolation[] = [];
  for (const file of [...parsed.values()].sort((a, b) => a.source.localeCompare(b.source))) {
    const names = [...(exports.get(file.source) ?? [])];
    if (/^src\/modules\/[^/]+\/.+\.schema\.tsx?$/.test(file.source)) {
      const reexported = names.filter(([, binding]) => binding.origin === "imported").map(([name]) => name);
      if (reexported.length > 0)
        violations.push({
          rule: "schema-reexports",
          where: `${file.source} exports ${reexported.join(", ")}, made in another file`,
          message: comment("schema-reexports"),
        });
    } else if (published.some((pattern) => pattern.test(file.source)) && names.length > 0) {
      violations.push({
        rule: "published-tables",
        where: `${file.source} exports ${names.map(([name, b]) => (b.kind === "table" ? `${name} (a table)` : `${name} (holds a table)`)).join(", ")}`,
        message: comment("published-tables"),
      });
    }
  }
  for (const file of [...parsed.values()].sort((a, b) => a.source.localeCompare(b.source)))
    for (const where of relationalQueries(file))
      violations.push({ rule: "no-relational-queries", where, message: comment("no-relational-queries") });
  const relations = new Set(
    [...parsed.values()].flatMap((file) =>
      [...file.text.text.matchAll(/export const (\w+) = readOnlyRelation\(/g)].map((match) => match[1]!),
    ),
  );
  if (relations.size > 0) {
    const bareSelect = new RegExp(
      `\\.select(?:Distinct)?\\(\\s*\\)\\s*\\.from\\(\\s*(${[...relations].join("|")})\\b`,
      "g",
    );
    for (const file of [...parsed.values()].sort((a, b) => a.source.localeCompare(b.source)))
      for (const match of file.text.text.matchAll(bareSelect)) {
        const line = file.text.getLineAndCharacterOfPosition(match.index).line + 1;
        violations.push({
          rule: "published-relations-name-columns",
          where: `${file.source}:${line} select() from ${match[1]}`,
          message: comment("published-relations-name-columns"),
        });
      }
  }
  return violations;
}
