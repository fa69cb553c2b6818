import type { IncomingMessage, ServerResponse } from "node:http";

/** Where the API lives and how big a request may be; shared by the Yoga endpoint, its route and the production server. */
export const GRAPHQL_PATH = "/graphql";

/** GraphQL bodies are small; anything bigger is refused before parsing. */
export const GRAPHQL_MAX_BODY_BYTES = 64 * 1024;

/**
 * A pull-to-refresh (or a test probing fresh figures) sends `Cache-Control: no-cache`: its answer is computed now and
 * never shared. Read by Yoga's public response cache and by the production server's copy of its answers.
 */
export function asksForFreshData(cacheControl: string | null | undefined): boolean {
  return /no-cache|no-store|max-age=0/i.test(cacheControl ?? "");
}

export type GraphqlNodeHandler = (request: IncomingMessage, response: ServerResponse) => unknown;

// The production server (src/server/server.ts) and the Next.js bundle load separate copies of this module; the
// handler lives on globalThis so the server reaches the very Yoga instance the /graphql route created.
const registry = globalThis as typeof globalThis & { __marketGraphqlNodeHandler?: GraphqlNodeHandler };

export function registerGraphqlNodeHandler(handler: GraphqlNodeHandler): void {
  registry.__marketGraphqlNodeHandler = handler;
}

export function registeredGraphqlNodeHandler(): GraphqlNodeHandler | undefined {
  return registry.__marketGraphqlNodeHandler;
}
