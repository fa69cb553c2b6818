/**
 * Signed-out GraphQL reads, answered from memory before Yoga runs, as a CDN in front would answer them: a repeat costs
 * a map lookup instead of a web Request, plugin hooks, execution, JSON and gzip. The application decides what may be
 * shared: only responses Yoga marks `Cache-Control: public, s-maxage=N` (src/graphql/public-results.ts) are kept, for
 * N seconds and at most 10.
 *
 * A request is considered only when nothing in it can make the answer personal or live: no token, no
 * `Cache-Control: no-cache`, a JSON answer, and a POST body of known, small size. The key holds everything the answer
 * depends on: method, URL, body, Origin (CORS headers), Accept and gzip.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { Kind, parse } from "graphql";
import { asksForFreshData, GRAPHQL_MAX_BODY_BYTES } from "@/graphql/graphql-http";
import { purgeTags, type PurgeScope } from "@/lib/shared-answers-purge";
import { createSharedResponseCache } from "./shared-response-cache";

export interface GraphqlCache {
  /** Answers from the cache when it can; otherwise calls `next` (with the body already read) and records the answer. */
  handle(request: IncomingMessage & { body?: unknown }, response: ServerResponse, next: () => void): void;
  clear(): void;
  /** Drops the answers that may show what `scope` names (src/lib/shared-answers-purge.ts). */
  purge(scope?: PurgeScope): void;
}

/** Root fields whose answers show no listing and no business (the category tree, the desk's headline figures). */
const SHOWS_NO_LISTING = new Set(["__typename", "categories", "category", "priceDesk", "priceMarkets", "priceInsight"]);

function queryText(request: IncomingMessage, body: string): string | undefined {
  if (request.method === "GET") return new URL(request.url ?? "/", "http://x").searchParams.get("query") ?? undefined;
  try {
    const parsed = JSON.parse(body) as { query?: unknown };
    return typeof parsed.query === "string" ? parsed.query : undefined;
  } catch {
    return undefined;
  }
}

/**
 * What a kept answer may show. The client picks the fields, so an answer can show a listing or a business without
 * naming it (a title and a price, no id or slug): any answer that reaches one is tagged as such, and only those that
 * cannot (every root field in SHOWS_NO_LISTING) outlive a listing's or a business's purge.
 */
export function answerTags(request: IncomingMessage, body: string): string[] {
  const query = queryText(request, body);
  if (query === undefined) return [purgeTags.api];
  try {
    const roots = parse(query).definitions.flatMap((definition) =>
      definition.kind === Kind.OPERATION_DEFINITION ? definition.selectionSet.selections : [],
    );
    const harmless = roots.every((root) => root.kind === Kind.FIELD && SHOWS_NO_LISTING.has(root.name.value));
    return harmless ? [] : [purgeTags.api];
  } catch {
    return [purgeTags.api];
  }
}

function mayShare(request: IncomingMessage): boolean {
  const { headers } = request;
  if (headers.authorization !== undefined) return false;
  if (asksForFreshData(headers["cache-control"])) return false;
  // Subscriptions (text/event-stream) and incremental delivery (multipart) are live.
  if (/event-stream|multipart/i.test(String(headers.accept ?? ""))) return false;
  if (request.method === "GET") return true;
  const declared = Number(headers["content-length"]);
  return request.method === "POST" && declared > 0 && declared <= GRAPHQL_MAX_BODY_BYTES;
}

function cacheKey(request: IncomingMessage, body: string): string {
  const { headers } = request;
  const gzip = /\bgzip\b/.test(String(headers["accept-encoding"] ?? "")) ? "gz" : "id";
  return [
    request.method,
    gzip,
    headers.origin ?? "",
    headers.accept ?? "",
    headers["content-type"] ?? "",
    request.url,
    body,
  ].join("\n");
}

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.once("end", () => resolve(Buffer.concat(chunks)));
    request.once("error", reject);
  });
}

export function createGraphqlCache(now: () => number = Date.now): GraphqlCache {
  const store = createSharedResponseCache(now);

  function answer(key: string, request: IncomingMessage, body: string, response: ServerResponse, next: () => void) {
    store.answer(key, request, response, next, { tagsOf: () => answerTags(request, body) });
  }

  return {
    handle(request, response, next) {
      if (!mayShare(request)) return next();
      if (request.method === "GET") return answer(cacheKey(request, ""), request, "", response, next);
      readBody(request).then(
        (body) => {
          // Yoga (@whatwg-node/server) reads a body already taken off the stream from `request.body`.
          request.body = body;
          answer(cacheKey(request, body.toString("latin1")), request, body.toString("utf8"), response, next);
        },
        () => response.destroy(),
      );
    },
    clear: () => store.clear(),
    purge: (scope) => store.purge(scope),
  };
}
