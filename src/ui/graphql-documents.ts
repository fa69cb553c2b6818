import type { initGraphQLTada } from "gql.tada";
import type { introspection } from "@/ui/graphql-env";

type Setup = { introspection: introspection; scalars: { DateTime: string; Kobo: number; ID: string } };
type GraphQLTada = ReturnType<typeof initGraphQLTada<Setup>>;

/** A document as the browser keeps it: the text it was written as (its fragments' after it), sent as it is. */
function sourceDocument(source: string, fragments: readonly { loc?: { source: { body: string } } }[] = []) {
  const body = [source, ...fragments.map((fragment) => fragment.loc?.source.body ?? "")].join("\n");
  return {
    kind: "Document",
    definitions: [],
    loc: { start: 0, end: body.length, source: { body, name: "GraphQLTada", locationOffset: { line: 1, column: 1 } } },
  };
}

/**
 * Typed GraphQL documents for the browser (issue #15): `graphql(\`…\`)` checks a query against `schema.graphql`
 * at compile time and infers its result and variables, so no component casts an answer with `as`.
 * `src/ui/graphql-env.d.ts` is generated from the schema; tests/tooling/graphql-schema.test.ts keeps it current.
 *
 * The types are gql.tada's; the runtime is not. gql.tada's `graphql()` parses every document when its module loads,
 * which ships a GraphQL parser (~2.1 KB gzip) to every page, since the password-recovery dialog is in the root layout.
 * The compiler has already checked the text, and the client only sends it (src/ui/graphql-client.ts reads
 * `loc.source.body`), so a document here is its text with no parsed `definitions`: code that walks a document's AST
 * (a normalising cache, say) needs gql.tada's own `initGraphQLTada()` instead.
 */
// The one cast: the runtime above stands in for gql.tada's, whose types it keeps.
export const graphql = Object.assign(sourceDocument, {
  scalar: (_name: string, value: unknown) => value,
}) as unknown as GraphQLTada;

export type { FragmentOf, ResultOf, VariablesOf } from "gql.tada";
export { readFragment } from "gql.tada";
