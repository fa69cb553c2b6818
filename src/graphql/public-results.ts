import { getNamedType, getOperationAST, isAbstractType, TypeInfo, visit, visitWithTypeInfo, BREAK, type DocumentNode, type GraphQLSchema } from "graphql";
import type { Plugin } from "graphql-yoga";

export interface PublicResultsOptions {
  /** Seconds a shared cache may keep a result. */
  seconds: number;
  /** Types whose data is live or personal: a query that selects any of them is never shared. */
  privateTypes: readonly string[];
  /** Whether the request may get a shared answer at all (no token, not asking for fresh data). */
  shared: (request: Request) => boolean;
}

/**
 * Does the operation only read, and select no field of a private type (directly, in a fragment, or as a possible type
 * of an interface or union)? Decided from the document and the schema alone, so once per document.
 */
function readsPublicDataOnly(schema: GraphQLSchema, document: DocumentNode, operationName: string | null | undefined, privateTypes: ReadonlySet<string>): boolean {
  if (getOperationAST(document, operationName)?.operation !== "query") return false;
  const typeInfo = new TypeInfo(schema);
  let isPublic = true;
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      Field() {
        const fieldType = typeInfo.getType();
        if (!fieldType) return;
        const named = getNamedType(fieldType);
        const concrete = isAbstractType(named) ? schema.getPossibleTypes(named) : [named];
        if (privateTypes.has(named.name) || concrete.some((type) => privateTypes.has(type.name))) {
          isPublic = false;
          return BREAK;
        }
      },
    }),
  );
  return isPublic;
}

/**
 * Marks what every signed-out reader would get alike `Cache-Control: public, s-maxage=N`, for the production server's
 * copy of shared answers (src/server/graphql-cache.ts) and for a CDN in front. It only marks: nothing is stored here,
 * and a result is never walked, so an answer nobody shares costs nothing extra (Yoga's response-cache plugin cloned and
 * walked every result to collect its entities, about 2 ms of CPU for a page of 24 products: docs/decisions/0009).
 * Mutations, subscriptions, results with errors and anything selecting a private type are never marked.
 */
export function publicResultsPlugin({ seconds, privateTypes, shared }: PublicResultsOptions): Plugin {
  const privateSet = new Set(privateTypes);
  // Yoga parses each distinct document once and hands the same DocumentNode back, so this holds one entry per query.
  const verdicts = new WeakMap<DocumentNode, Map<string, boolean>>();
  const marked = new WeakSet<Request>();

  function isPublicOperation(schema: GraphQLSchema, document: DocumentNode, operationName: string | null | undefined): boolean {
    let byOperation = verdicts.get(document);
    if (!byOperation) verdicts.set(document, (byOperation = new Map()));
    const key = operationName ?? "";
    let verdict = byOperation.get(key);
    if (verdict === undefined) byOperation.set(key, (verdict = readsPublicDataOnly(schema, document, operationName, privateSet)));
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
      if (marked.has(request) && response.status === 200) response.headers.set("cache-control", `public, s-maxage=${seconds}`);
    },
  };
}
