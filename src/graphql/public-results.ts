import {
  getNamedType,
  getOperationAST,
  isAbstractType,
  isCompositeType,
  TypeInfo,
  visit,
  visitWithTypeInfo,
  BREAK,
  type DocumentNode,
  type GraphQLCompositeType,
  type GraphQLSchema,
} from "graphql";
import type { Plugin } from "graphql-yoga";

export interface Shareable {
  /** Object types whose every field is the same for every signed-out reader (src/graphql/shareable.ts). */
  types: readonly string[];
  /** Root Query fields whose answer is the same for every signed-out reader. */
  queryFields: readonly string[];
}

export interface PublicResultsOptions {
  /** Seconds a shared cache may keep a result. */
  seconds: number;
  /** What may be shared; everything else never is. */
  shareable: Shareable;
  /** Whether the request may get a shared answer at all (no token, not asking for fresh data). */
  shared: (request: Request) => boolean;
}

/** A type is shareable when marked; an interface or union only when every type it may be is. */
function isShareableType(schema: GraphQLSchema, type: GraphQLCompositeType, types: ReadonlySet<string>): boolean {
  if (isAbstractType(type)) return schema.getPossibleTypes(type).every((possible) => types.has(possible.name));
  return types.has(type.name);
}

/**
 * Does the operation only read, and is every field it selects (directly, in a fragment, skipped or not) a shareable
 * root field or a field of a shareable type? Opt-in: a type or root field nobody marked makes the query private.
 * Decided from the document and the schema alone, so once per document.
 */
function readsShareableDataOnly(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | null | undefined,
  shareable: { types: ReadonlySet<string>; queryFields: ReadonlySet<string> },
): boolean {
  if (getOperationAST(document, operationName)?.operation !== "query") return false;
  const queryType = schema.getQueryType();
  const typeInfo = new TypeInfo(schema);
  let isShareable = true;
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      Field(node) {
        const parent = typeInfo.getParentType() ?? undefined;
        const fieldType = typeInfo.getType();
        const named = fieldType ? getNamedType(fieldType) : undefined;
        const allowed =
          parent !== undefined &&
          (parent === queryType
            ? node.name.value === "__typename" || shareable.queryFields.has(node.name.value)
            : isShareableType(schema, parent, shareable.types)) &&
          // Unknown fields fail validation before execution; a composite result must itself be shareable.
          (named === undefined || !isCompositeType(named) || isShareableType(schema, named, shareable.types));
        if (!allowed) {
          isShareable = false;
          return BREAK;
        }
      },
    }),
  );
  return isShareable;
}

/**
 * Marks what every signed-out reader would get alike `Cache-Control: public, s-maxage=N`, for the production server's
 * copy of shared answers (src/server/graphql-cache.ts) and for a CDN in front. It only marks: nothing is stored here,
 * and a result is never walked, so an answer nobody shares costs nothing extra (Yoga's response-cache plugin cloned and
 * walked every result to collect its entities, about 2 ms of CPU for a page of 24 products: docs/decisions/0009).
 * Mutations, subscriptions, results with errors and anything selecting a field that is not marked shareable
 * (src/graphql/shareable.ts) are never marked.
 */
export function publicResultsPlugin({ seconds, shareable, shared }: PublicResultsOptions): Plugin {
  const marks = { types: new Set(shareable.types), queryFields: new Set(shareable.queryFields) };
  // Yoga parses each distinct document once and hands the same DocumentNode back, so this holds one entry per query.
  const verdicts = new WeakMap<DocumentNode, Map<string, boolean>>();
  const marked = new WeakSet<Request>();

  function isPublicOperation(
    schema: GraphQLSchema,
    document: DocumentNode,
    operationName: string | null | undefined,
  ): boolean {
    let byOperation = verdicts.get(document);
    if (!byOperation) verdicts.set(document, (byOperation = new Map()));
    const key = operationName ?? "";
    let verdict = byOperation.get(key);
    if (verdict === undefined)
      byOperation.set(key, (verdict = readsShareableDataOnly(schema, document, operationName, marks)));
    return verdict;
  }

  return {
    onExecute({ args }) {
      const request = (args.contextValue as { request?: Request }).request;
      if (!request || !shared(request) || !isPublicOperation(args.schema, args.document, args.operationName)) return;
      return {
        onExecuteDone({ result }) {
          if ("errors" in result && result.errors?.length) return;
          if (Symbol.asyncIterator in result) return;
          marked.add(request);
        },
      };
    },
    onResponse({ request, response }) {
      if (marked.has(request) && response.status === 200)
        response.headers.set("cache-control", `public, s-maxage=${seconds}`);
    },
  };
}
