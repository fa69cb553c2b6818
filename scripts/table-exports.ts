/**
 * Which names of each file hold a table (scripts/boundary-source-checks.ts uses it for the `published-tables` and
 * `schema-reexports` rules). Files are only parsed (no type checking, so lint stays quick): a table is what
 * `pgTable(...)` returns, followed through imports, re-exports, `alias(...)`, local constants, objects, arrays and
 * functions that return one.
 */
import ts from "typescript";

/** A parsed file and where each of its import specifiers resolved (from dependency-cruiser). */
export interface ParsedFile {
  source: string;
  text: ts.SourceFile;
  resolve: Map<string, string>;
}

/** `table`: a table itself; `holder`: something a table can be taken from (an object, a function, a namespace). */
export type Kind = "table" | "holder";
/** `created`: made by pgTable in this file; `imported`: came from another file. */
export interface Binding {
  kind: Kind;
  origin: "created" | "imported";
}
export type Exports = Map<string, Binding>;

const TABLE_CONSTRUCTORS = new Set(["pgTable"]);

/**
 * Calls that take a table and give back something that cannot write it: its columns, a statement reading it, and
 * src/db/read-only-relation.ts, the one sanctioned way to publish a table for reading.
 */
const READS_A_TABLE = new Set([
  "readOnlyRelation",
  "getTableColumns",
  "from",
  "innerJoin",
  "leftJoin",
  "rightJoin",
  "fullJoin",
  "$count",
]);

function unwrap(node: ts.Expression): ts.Expression {
  let current = node;
  while (
    ts.isParenthesizedExpression(current) ||
    ts.isAsExpression(current) ||
    ts.isSatisfiesExpression(current) ||
    ts.isNonNullExpression(current) ||
    ts.isTypeAssertionExpression(current)
  )
    current = current.expression;
  return current;
}

export function calleeName(call: ts.CallExpression): string | undefined {
  const callee = unwrap(call.expression);
  if (ts.isIdentifier(callee)) return callee.text;
  if (ts.isPropertyAccessExpression(callee)) return callee.name.text;
  return undefined;
}

function strongest(found: (Binding | undefined)[]): Binding | undefined {
  const present = found.filter((binding): binding is Binding => binding !== undefined);
  if (present.length === 0) return undefined;
  return { kind: "holder", origin: present.some((b) => b.origin === "imported") ? "imported" : "created" };
}

/** What a file's top-level names hold, given what the files it imports export. */
class FileTables {
  readonly locals = new Map<string, Binding>();
  /** Namespace imports (`import * as x`): the table names they carry. */
  readonly namespaces = new Map<string, Exports>();

  expression(node: ts.Expression | undefined): Binding | undefined {
    if (!node) return undefined;
    const expression = unwrap(node);
    if (ts.isIdentifier(expression)) {
      const local = this.locals.get(expression.text);
      if (local) return local;
      return this.namespaces.has(expression.text) ? { kind: "holder", origin: "imported" } : undefined;
    }
    if (ts.isPropertyAccessExpression(expression) || ts.isElementAccessExpression(expression)) {
      const target = unwrap(expression.expression);
      if (ts.isIdentifier(target) && this.namespaces.has(target.text) && ts.isPropertyAccessExpression(expression))
        return this.namespaces.get(target.text)!.get(expression.name.text);
      // A column of a table (`vendors.id`) is not the table; whatever is taken from a holder may be one.
      return this.expression(target)?.kind === "holder" ? { kind: "holder", origin: "imported" } : undefined;
    }
    if (ts.isCallExpression(expression)) {
      const name = calleeName(expression);
      if (name && TABLE_CONSTRUCTORS.has(name)) return { kind: "table", origin: "created" };
      if (name === "alias") {
        const aliased = this.expression(expression.arguments[0]);
        return aliased ? { kind: "table", origin: aliased.origin } : undefined;
      }
      // Any other call given a table may hand it back (an identity function, a cast in disguise): it holds one,
      // except the calls that only read from it.
      if (name && READS_A_TABLE.has(name)) return undefined;
      return strongest(expression.arguments.map((argument) => this.expression(argument)));
    }
    if (ts.isObjectLiteralExpression(expression))
      return strongest(
        expression.properties.map((property) => {
          if (ts.isPropertyAssignment(property)) return this.expression(property.initializer);
          if (ts.isShorthandPropertyAssignment(property)) return this.expression(property.name);
          if (ts.isSpreadAssignment(property)) return this.expression(property.expression);
          if (ts.isMethodDeclaration(property) || ts.isGetAccessorDeclaration(property)) return this.body(property);
          return undefined;
        }),
      );
    if (ts.isArrayLiteralExpression(expression))
      return strongest(expression.elements.map((element) => this.expression(element)));
    if (ts.isConditionalExpression(expression))
      return strongest([this.expression(expression.whenTrue), this.expression(expression.whenFalse)]);
    if (ts.isArrowFunction(expression) || ts.isFunctionExpression(expression)) return this.body(expression);
    return undefined;
  }

  /** A function that returns a table holds one. */
  body(fn: ts.FunctionLikeDeclaration): Binding | undefined {
    if (!fn.body) return undefined;
    if (!ts.isBlock(fn.body)) return strongest([this.expression(fn.body)]);
    const returned: (Binding | undefined)[] = [];
    const visit = (node: ts.Node): void => {
      if (ts.isFunctionLike(node)) return;
      if (ts.isReturnStatement(node)) returned.push(this.expression(node.expression));
      ts.forEachChild(node, visit);
    };
    ts.forEachChild(fn.body, visit);
    return strongest(returned);
  }
}

function isExported(node: ts.Node): boolean {
  return (ts.getCombinedModifierFlags(node as ts.Declaration) & ts.ModifierFlags.Export) !== 0;
}

/** What `file` exports that holds a table, given what every other file exports (one pass of the fixed point). */
export function tableExports(file: ParsedFile, exportsOf: (resolved: string) => Exports): Exports {
  const tables = new FileTables();
  const fromSpecifier = (specifier: ts.Expression): Exports => {
    const resolved = ts.isStringLiteral(specifier) ? file.resolve.get(specifier.text) : undefined;
    return resolved ? exportsOf(resolved) : new Map();
  };
  const statements = file.text.statements;
  for (const statement of statements) {
    if (!ts.isImportDeclaration(statement) || !statement.importClause) continue;
    const imported = fromSpecifier(statement.moduleSpecifier);
    if (imported.size === 0) continue;
    const clause = statement.importClause;
    const asImported = (binding: Binding | undefined): Binding | undefined =>
      binding && { kind: binding.kind, origin: "imported" };
    if (clause.name) {
      const binding = asImported(imported.get("default"));
      if (binding) tables.locals.set(clause.name.text, binding);
    }
    const named = clause.namedBindings;
    if (named && ts.isNamespaceImport(named)) tables.namespaces.set(named.name.text, imported);
    if (named && ts.isNamedImports(named))
      for (const element of named.elements) {
        const binding = asImported(imported.get((element.propertyName ?? element.name).text));
        if (binding) tables.locals.set(element.name.text, binding);
      }
  }
  // Local constants and functions, until nothing changes (order in the file does not matter).
  for (let changed = true; changed;) {
    changed = false;
    for (const statement of statements) {
      const found: [string, Binding | undefined][] = [];
      if (ts.isVariableStatement(statement))
        for (const declaration of statement.declarationList.declarations)
          if (ts.isIdentifier(declaration.name))
            found.push([declaration.name.text, tables.expression(declaration.initializer)]);
      if (ts.isFunctionDeclaration(statement) && statement.name)
        found.push([statement.name.text, tables.body(statement)]);
      for (const [name, binding] of found)
        if (binding && !tables.locals.has(name)) {
          tables.locals.set(name, binding);
          changed = true;
        }
    }
  }
  const exported: Exports = new Map();
  for (const statement of statements) {
    if (ts.isVariableStatement(statement) && isExported(statement))
      for (const declaration of statement.declarationList.declarations)
        if (ts.isIdentifier(declaration.name) && tables.locals.has(declaration.name.text))
          exported.set(declaration.name.text, tables.locals.get(declaration.name.text)!);
    if (ts.isFunctionDeclaration(statement) && statement.name && isExported(statement)) {
      const binding = tables.locals.get(statement.name.text);
      const isDefault = (ts.getCombinedModifierFlags(statement) & ts.ModifierFlags.Default) !== 0;
      if (binding) exported.set(isDefault ? "default" : statement.name.text, binding);
    }
    if (ts.isExportAssignment(statement)) {
      const binding = tables.expression(statement.expression);
      if (binding) exported.set("default", binding);
    }
    if (!ts.isExportDeclaration(statement) || statement.isTypeOnly) continue;
    const source = statement.moduleSpecifier ? fromSpecifier(statement.moduleSpecifier) : undefined;
    const clause = statement.exportClause;
    if (!clause && source)
      for (const [name, binding] of source)
        if (name !== "default") exported.set(name, { kind: binding.kind, origin: "imported" });
    if (clause && ts.isNamespaceExport(clause) && source && source.size > 0)
      exported.set(clause.name.text, { kind: "holder", origin: "imported" });
    if (clause && ts.isNamedExports(clause))
      for (const element of clause.elements) {
        if (element.isTypeOnly) continue;
        const name = (element.propertyName ?? element.name).text;
        const binding = source ? source.get(name) : (tables.locals.get(name) ?? tables.expression(element.name));
        if (binding)
          exported.set(element.name.text, { kind: binding.kind, origin: source ? "imported" : binding.origin });
      }
  }
  return exported;
}
