/**
 * A small shared HTTP cache in front of Next.js, for exactly what Next.js marks shareable: prerendered and ISR pages
 * answer `Cache-Control: s-maxage=N`, which tells a CDN it may give the same bytes to everyone for N seconds. Without
 * a CDN, each such request still cost ~4–6 ms of CPU in Next.js (docs/decisions/0009-graphql-fast-path.md); from here
 * it costs a map lookup. Entries live at most 10 s (./shared-response-cache.ts), so a page is never older than
 * Next.js's own ISR window plus that. Only plain document requests are considered (no RSC/router/action headers, no
 * credentials).
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { createSharedResponseCache } from "./shared-response-cache";

/** Request headers that make Next.js answer with something other than the page's document. */
const VARYING_REQUEST_HEADERS = ["rsc", "next-router-state-tree", "next-router-prefetch", "next-router-segment-prefetch", "next-action", "authorization"];

export interface PageCache {
  /** Answers from the cache when it can; otherwise calls `next` and records what it writes, if it may be kept. */
  handle(request: IncomingMessage, response: ServerResponse, next: () => void): void;
  clear(): void;
}

function cacheKey(request: IncomingMessage): string | null {
  if (request.method !== "GET" || !request.url) return null;
  if (request.url.startsWith("/_next/") || request.url.startsWith("/api/") || request.url.startsWith("/graphql")) return null;
  if (VARYING_REQUEST_HEADERS.some((name) => request.headers[name] !== undefined)) return null;
  const gzip = /\bgzip\b/.test(String(request.headers["accept-encoding"] ?? ""));
  return `${gzip ? "gz" : "id"} ${request.url}`;
}

export function createPageCache(now: () => number = Date.now): PageCache {
  const store = createSharedResponseCache(now);
  return {
    handle(request, response, next) {
      const key = cacheKey(request);
      if (!key) return next();
      if (store.serve(key, request, response)) return;
      store.record(key, response);
      next();
    },
    clear: () => store.clear(),
  };
}
