import { Kind, parse } from "graphql";
import { GRAPHQL_MAX_BODY_BYTES } from "@/graphql/graphql-http";
import { isSignedIn, type Actor } from "@/lib/actor";

/**
 * GraphQL bodies stay small (GRAPHQL_MAX_BODY_BYTES, 64 KB), with one narrow exception: the mutations that carry a
 * whole file as text, today a seller's CSV of listings (issue #15: 5,000 rows are about 1 MB, and the service refuses
 * more than 5 MB or 10,000 rows with a clear message). Such a body may be up to GRAPHQL_FILE_BODY_BYTES, and only
 *   - when the request's Bearer token is a valid one (a signed-in person: anonymous clients, and anyone sending a made-up
 *     token, never make us buffer more than 64 KB),
 *   - and its document, itself under 64 KB, is nothing but mutations selecting these fields (no fragments, no queries).
 * The field names are the schema's contract, so they are listed here rather than imported from the module (rails
 * never import modules); src/modules/listings/listing-csv.graphql.ts points back here.
 */
export const FILE_MUTATION_FIELDS: ReadonlySet<string> = new Set(["previewListingImport", "importListings"]);

/** 5 MB of CSV grows when JSON-escaped (each line break and quote takes two bytes): 8 MB leaves room for that. */
export const GRAPHQL_FILE_BODY_BYTES = 8 * 1024 * 1024;

/** How much of a request's body the route may read: more than 64 KB only for someone signed in. */
export function bodyLimitFor(actor: Actor | undefined): number {
  return actor && isSignedIn(actor) ? GRAPHQL_FILE_BODY_BYTES : GRAPHQL_MAX_BODY_BYTES;
}

/** Whether a body that was read may go on to Yoga: any body up to 64 KB, a larger one only for the file mutations. */
export function bodyAllowed(body: Uint8Array): boolean {
  if (body.byteLength <= GRAPHQL_MAX_BODY_BYTES) return true;
  let query: unknown;
  try {
    query = (JSON.parse(new TextDecoder().decode(body)) as { query?: unknown } | null)?.query;
  } catch {
    return false;
  }
  if (typeof query !== "string" || query.length > GRAPHQL_MAX_BODY_BYTES) return false;
  try {
    const document = parse(query, { noLocation: true, maxTokens: 500 });
    return document.definitions.every(
      (definition) =>
        definition.kind === Kind.OPERATION_DEFINITION &&
        definition.operation === "mutation" &&
        definition.selectionSet.selections.every(
          (selection) => selection.kind === Kind.FIELD && FILE_MUTATION_FIELDS.has(selection.name.value),
        ),
    );
  } catch {
    return false;
  }
}
