import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

// js-yaml is in node_modules (through ESLint) without type declarations; only `load` is used.
const yaml = createRequire(import.meta.url)("js-yaml") as { load(text: string): unknown };

/**
 * A small, focused check of values against an OpenAPI 3.0 description (no validator is installed, and one would be a
 * heavy dependency for four operations): `$ref`, `type`, `nullable`, `enum`, `required`, `properties`,
 * `additionalProperties: false`, `items`, `allOf`, `anyOf`, `oneOf`, `not` and `minProperties`, the keywords
 * tests/support/paystack-openapi.yaml uses. Formats and examples are not checked.
 */

export type Schema = Record<string, unknown>;
export interface OpenApi {
  paths: Record<string, Record<string, Schema>>;
  components: Record<string, Record<string, Schema>>;
}

export function loadOpenApi(file: string): OpenApi {
  return yaml.load(readFileSync(file, "utf8")) as OpenApi;
}

function resolve(doc: OpenApi, node: Schema): Schema {
  let current = node;
  while (typeof current.$ref === "string") {
    const [, , kind, name] = current.$ref.split("/");
    const target = doc.components[kind!]?.[name!];
    if (!target) throw new Error(`openapi: no ${current.$ref}`);
    current = target;
  }
  return current;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

function typeMatches(type: unknown, value: unknown): boolean {
  switch (type) {
    case "integer":
      return typeof value === "number" && Number.isInteger(value);
    case "number":
      return typeof value === "number" && Number.isFinite(value);
    case "string":
      return typeof value === "string";
    case "boolean":
      return typeof value === "boolean";
    case "object":
      return isObject(value);
    case "array":
      return Array.isArray(value);
    default:
      return true;
  }
}

/** Every way `value` breaks `schema`, as "$.data.amount: …" lines; empty when it conforms. */
export function schemaProblems(doc: OpenApi, schemaOrRef: Schema, value: unknown, at = "$"): string[] {
  const schema = resolve(doc, schemaOrRef);
  if (value === null) {
    if (schema.nullable === true || schema.type === undefined) return [];
    return [`${at}: null where ${String(schema.type)} is required`];
  }
  const problems: string[] = [];
  if (schema.type !== undefined && !typeMatches(schema.type, value)) {
    return [`${at}: expected ${String(schema.type)}, got ${Array.isArray(value) ? "array" : typeof value}`];
  }
  if (Array.isArray(schema.enum) && !schema.enum.includes(value)) {
    problems.push(`${at}: ${JSON.stringify(value)} is not one of ${schema.enum.join(", ")}`);
  }
  if (isObject(value)) {
    const properties = (schema.properties ?? {}) as Record<string, Schema>;
    for (const name of (schema.required ?? []) as string[]) {
      if (!(name in value)) problems.push(`${at}.${name}: required, missing`);
    }
    for (const [name, child] of Object.entries(value)) {
      if (properties[name]) problems.push(...schemaProblems(doc, properties[name], child, `${at}.${name}`));
      else if (schema.additionalProperties === false) problems.push(`${at}.${name}: not allowed`);
    }
    if (typeof schema.minProperties === "number" && Object.keys(value).length < schema.minProperties) {
      problems.push(`${at}: fewer than ${schema.minProperties} properties`);
    }
  }
  if (Array.isArray(value) && isObject(schema.items)) {
    value.forEach((item, index) =>
      problems.push(...schemaProblems(doc, schema.items as Schema, item, `${at}[${index}]`)),
    );
  }
  const passes = (sub: Schema) => schemaProblems(doc, sub, value, at).length === 0;
  if (Array.isArray(schema.allOf)) {
    for (const sub of schema.allOf as Schema[]) problems.push(...schemaProblems(doc, sub, value, at));
  }
  if (Array.isArray(schema.anyOf) && !(schema.anyOf as Schema[]).some(passes)) {
    problems.push(`${at}: matches none of anyOf`);
  }
  if (Array.isArray(schema.oneOf) && (schema.oneOf as Schema[]).filter(passes).length !== 1) {
    problems.push(`${at}: does not match exactly one of oneOf`);
  }
  if (isObject(schema.not) && passes(schema.not)) problems.push(`${at}: matches what "not" forbids`);
  return problems;
}

function operation(doc: OpenApi, path: string, method: string): Schema {
  const found = doc.paths[path]?.[method];
  if (!found) throw new Error(`openapi: no ${method.toUpperCase()} ${path}`);
  return found;
}

/** The JSON schema of an operation's request body. */
export function requestSchema(doc: OpenApi, path: string, method: string): Schema {
  const body = resolve(doc, operation(doc, path, method).requestBody as Schema);
  return (body.content as Record<string, { schema: Schema }>)["application/json"]!.schema;
}

/** The JSON schema of an operation's answer with `status` (a response may be a $ref to components.responses). */
export function responseSchema(doc: OpenApi, path: string, method: string, status: string): Schema {
  const responses = operation(doc, path, method).responses as Record<string, Schema>;
  const response = resolve(doc, responses[status] ?? responses.default!);
  return (response.content as Record<string, { schema: Schema }>)["application/json"]!.schema;
}

/** The declared parameters of an operation, by name. */
export function parameters(doc: OpenApi, path: string, method: string): Record<string, Schema> {
  const list = (operation(doc, path, method).parameters ?? []) as Schema[];
  return Object.fromEntries(list.map((p) => [p.name as string, p]));
}
