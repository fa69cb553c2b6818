/**
 * The browser's GraphQL client (spec section 7): POST with a JSON body, accept any, credentials included,
 * and a Bearer token from the session when there is one. Failures are classified as the spec's section 8 says.
 */
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

export interface GraphQLRequest<V> {
  query: string;
  operationName?: string;
  variables?: V;
  accessToken?: string | null;
  endpoint?: string;
  signal?: AbortSignal;
  /** Extra request headers, e.g. x-captcha-token. */
  headers?: Record<string, string>;
}

export async function requestGraphQL<T, V = Record<string, unknown>>(request: GraphQLRequest<V>): Promise<T> {
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
      body: JSON.stringify({ operationName: request.operationName, variables: request.variables ?? {}, query: request.query }),
      signal: request.signal,
    });
  } catch (error) {
    throw new GraphQLRequestError("network", error instanceof Error ? error.message : String(error));
  }

  let body: { data?: T | null; errors?: GraphQLErrorPayload[] };
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

/** SWR fetcher: the key is [query, variables]. */
export function graphqlFetcher<T>(key: string | [string, Record<string, unknown>?]): Promise<T> {
  const [query, variables] = Array.isArray(key) ? key : [key];
  return requestGraphQL<T>({ query, variables });
}
