/**
 * The browser's GraphQL client (spec section 7): POST with a JSON body, accept any, credentials included,
 * and a Bearer token from the session when there is one. Failures are classified as the spec's section 8 says.
 */
import { print } from "@0no-co/graphql.web";
import type { ResultOf, TadaDocumentNode, VariablesOf } from "gql.tada";

export type GraphQLFailureKind = "server" | "parse" | "missing" | "network" | "graphql";

export interface GraphQLErrorPayload {
  message: string;
  extensions?: { code?: string; validation?: Record<string, string[]>; retryAfterSeconds?: number };
}

export class GraphQLRequestError extends Error {
  constructor(
    readonly kind: GraphQLFailureKind,
    message: string,
    readonly errors: GraphQLErrorPayload[] = [],
    readonly status?: number,
  ) {
    super(message);
    this.name = "GraphQLRequestError";
  }

  /** The messages a person should see: each message of the first error's validation map, else its message. */
  get userMessages(): string[] {
    if (this.kind === "network") return [`Network error: ${this.message}`];
    const first = this.errors[0];
    const validation = first?.extensions?.validation;
    if (validation) return Object.values(validation).flat();
    return [first?.message ?? this.message];
  }
}

/** Any document made with `graphql()` (src/ui/graphql-documents.ts): its answer and variables are inferred from it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any document: its own types are inferred
export type AnyDocument = TadaDocumentNode<any, any>;

export interface GraphQLRequest<D extends AnyDocument> {
  /** A typed document from `graphql()`; a plain query string is refused by the types (tests/tooling/typed-graphql.test.ts). */
  query: D;
  /** Defaults to the document's operation name. */
  operationName?: string;
  variables?: VariablesOf<D>;
  accessToken?: string | null;
  endpoint?: string;
  signal?: AbortSignal;
  /** Extra request headers, e.g. x-captcha-token. */
  headers?: Record<string, string>;
}

/** The text to send: `graphql()` keeps the text a document was written as (src/ui/graphql-documents.ts). */
function sourceOf(document: AnyDocument): string {
  return document.loc?.source.body ?? print(document);
}

function operationNameOf(query: string): string | undefined {
  return /^\s*(?:query|mutation|subscription)\s+([_A-Za-z]\w*)/.exec(query)?.[1];
}

export async function requestGraphQL<D extends AnyDocument>(request: GraphQLRequest<D>): Promise<ResultOf<D>> {
  const query = sourceOf(request.query);
  const operationName = request.operationName ?? operationNameOf(query);
  let response: Response;
  try {
    response = await fetch(request.endpoint ?? "/graphql", {
      method: "POST",
      credentials: "include",
      headers: {
        accept: "*/*",
        "content-type": "application/json",
        ...(request.accessToken ? { authorization: `Bearer ${request.accessToken}` } : {}),
        ...request.headers,
      },
      body: JSON.stringify({ operationName, variables: request.variables ?? {}, query }),
      signal: request.signal,
    });
  } catch (error) {
    throw new GraphQLRequestError("network", error instanceof Error ? error.message : String(error));
  }

  // The one place an answer is trusted to match its document: the server validated the query against the same schema.
  let body: { data?: ResultOf<D> | null; errors?: GraphQLErrorPayload[] };
  try {
    body = (await response.json()) as typeof body;
  } catch {
    throw new GraphQLRequestError("parse", "The server sent a response we could not read", [], response.status);
  }
  if (body.errors?.length) {
    throw new GraphQLRequestError("graphql", body.errors[0]?.message ?? "Request failed", body.errors, response.status);
  }
  if (response.status >= 300) {
    throw new GraphQLRequestError("server", `The server answered ${response.status}`, [], response.status);
  }
  if (body.data === undefined || body.data === null) {
    throw new GraphQLRequestError("missing", "The server sent no data", [], response.status);
  }
  return body.data;
}

type FetcherKey<D extends AnyDocument> = D | readonly [D, VariablesOf<D>?];

function withVariables<D extends AnyDocument>(key: FetcherKey<D>): key is readonly [D, VariablesOf<D>?] {
  return Array.isArray(key);
}

/** SWR fetcher: the key is a typed document, or [document, variables]. */
export function graphqlFetcher<D extends AnyDocument>(key: FetcherKey<D>): Promise<ResultOf<D>> {
  if (withVariables(key)) return requestGraphQL({ query: key[0], variables: key[1] });
  return requestGraphQL({ query: key });
}
