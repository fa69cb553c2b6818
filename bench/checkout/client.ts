/** POST /graphql as the app's own client sends it (src/ui/graphql-client.ts), with the answer's wall time. */

export interface GraphqlError {
  message: string;
  extensions?: { code?: string; validation?: Record<string, string[]> };
}

export interface GraphqlAnswer<T> {
  data?: T | null;
  errors?: GraphqlError[];
  /** HTTP status; 0 when the request never got an answer (refused, reset, timed out). */
  status: number;
  /** ms from sending to the whole body read. */
  ms: number;
}

const OPERATION = /^\s*(?:query|mutation)\s+([_A-Za-z][_0-9A-Za-z]*)/;

export async function graphql<T>(
  origin: string,
  query: string,
  variables: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<GraphqlAnswer<T>> {
  const started = performance.now();
  try {
    const response = await fetch(`${origin}/graphql`, {
      method: "POST",
      headers: { accept: "*/*", "content-type": "application/json", ...headers },
      body: JSON.stringify({ operationName: query.match(OPERATION)?.[1], variables, query }),
      signal: AbortSignal.timeout(60_000),
    });
    const text = await response.text();
    const ms = performance.now() - started;
    try {
      return { ...(JSON.parse(text) as Omit<GraphqlAnswer<T>, "status" | "ms">), status: response.status, ms };
    } catch {
      return { errors: [{ message: `not JSON: ${text.slice(0, 120)}` }], status: response.status, ms };
    }
  } catch (error) {
    return {
      errors: [{ message: `no answer: ${error instanceof Error ? error.message : String(error)}` }],
      status: 0,
      ms: performance.now() - started,
    };
  }
}
