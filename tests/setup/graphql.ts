import { graphqlEndpoint } from "@/graphql/yoga";

export interface GraphQLErrorBody {
  message: string;
  path?: (string | number)[];
  extensions?: {
    code?: string;
    validation?: Record<string, string[]>;
    retryAfterSeconds?: number;
    [key: string]: unknown;
  };
  [key: string]: unknown;
}

export interface GraphQLResponseBody<TData = Record<string, unknown>> {
  data?: TData | null;
  errors?: GraphQLErrorBody[];
}

export interface ExecuteOptions {
  query: string;
  variables?: Record<string, unknown>;
  headers?: Record<string, string>;
  /** Sent as X-Forwarded-For; a fresh address per call unless given, so rate limits do not leak between calls. */
  ip?: string;
}

let ipCounter = 0;
let serverUrl: string | null = null;

/**
 * From now on, `execute` sends each request over a real socket to the HTTP server at `url` (tests/setup/api-server.ts,
 * `overRealServer`), so parallel requests are parallel for real; null goes back to calling the endpoint in-process.
 */
export function sendGraphqlThrough(url: string | null): void {
  serverUrl = url;
}

/** A documentation-range address (TEST-NET-3) that no other call in this process has used. */
export function uniqueIp(): string {
  ipCounter += 1;
  return `203.0.${Math.floor(ipCounter / 250) % 250}.${(ipCounter % 250) + 1}`;
}

/** Runs one GraphQL request through the real Yoga endpoint (plugins, armor, masking, context), in-process or over HTTP. */
export async function execute<TData = Record<string, unknown>>({
  query,
  variables,
  headers,
  ip,
}: ExecuteOptions): Promise<{ status: number; body: GraphQLResponseBody<TData> }> {
  const request = {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": ip ?? uniqueIp(), ...headers },
    body: JSON.stringify({ query, variables }),
  };
  const response = serverUrl
    ? await fetch(serverUrl, request)
    : await graphqlEndpoint().fetch("http://localhost/graphql", request);
  const text = await response.text();
  let body: GraphQLResponseBody<TData>;
  try {
    body = JSON.parse(text) as GraphQLResponseBody<TData>;
  } catch {
    throw new Error(`GraphQL endpoint answered ${response.status} with a non-JSON body: ${text.slice(0, 200)}`);
  }
  return { status: response.status, body };
}

/** One request as the holder of `token` (or signed out) that must answer HTTP 200 (or 429, rate limited); its body. */
export async function executeAs(
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
): Promise<GraphQLResponseBody> {
  const { status, body } = await execute({
    query,
    variables,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (status !== 200 && status !== 429)
    throw new Error(`GraphQL endpoint answered ${status}: ${JSON.stringify(body.errors ?? body)}`);
  return body;
}
