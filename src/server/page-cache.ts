/**
 * A small shared HTTP cache in front of Next.js, for exactly what Next.js marks shareable: prerendered and ISR pages
 * answer `Cache-Control: s-maxage=N`, which tells a CDN it may give the same bytes to everyone for N seconds. Without
 * a CDN, each such request still cost ~4–6 ms of CPU in Next.js (docs/decisions/0009-graphql-fast-path.md); from here
 * it costs a map lookup. Entries live at most MAX_TTL_MS, so a page is never older than Next.js's own ISR window plus
 * that. Only plain document requests are considered (no RSC/router/action headers, no credentials), and a response
 * that sets a cookie, is not 200 or is too big is passed through untouched.
 */
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";

const MAX_TTL_MS = 10_000;
const MAX_ENTRIES = 500;
const MAX_BODY_BYTES = 512 * 1024;

/** Request headers that make Next.js answer with something other than the page's document. */
const VARYING_REQUEST_HEADERS = ["rsc", "next-router-state-tree", "next-router-prefetch", "next-router-segment-prefetch", "next-action", "authorization"];
/** Per-connection headers that must not be replayed. */
const HOP_HEADERS = new Set(["connection", "keep-alive", "transfer-encoding", "date"]);

interface CachedPage {
  headers: OutgoingHttpHeaders;
  body: Buffer;
  storedAt: number;
  expiresAt: number;
}

export interface PageCache {
  /** Answers from the cache when it can; otherwise returns false and records what `next` writes, if it may be kept. */
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

/** Seconds a shared cache may keep the response, or 0. */
function sharedMaxAge(cacheControl: string): number {
  if (/\b(private|no-store|no-cache)\b/i.test(cacheControl)) return 0;
  const match = /\bs-maxage=(\d+)/i.exec(cacheControl);
  return match ? Number(match[1]) : 0;
}

export function createPageCache(now: () => number = Date.now): PageCache {
  const entries = new Map<string, CachedPage>();

  function remember(key: string, page: CachedPage): void {
    entries.delete(key);
    entries.set(key, page);
    if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
  }

  function record(key: string, response: ServerResponse): void {
    const chunks: Buffer[] = [];
    let size = 0;
    let keep = true;
    const write = response.write.bind(response) as (...args: unknown[]) => boolean;
    const end = response.end.bind(response) as (...args: unknown[]) => ServerResponse;
    const collect = (chunk: unknown, encoding?: unknown) => {
      if (!keep || chunk === undefined || chunk === null || typeof chunk === "function") return;
      const buffer = Buffer.isBuffer(chunk)
        ? chunk
        : typeof chunk === "string"
          ? Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8")
          : Buffer.from(chunk as Uint8Array);
      size += buffer.byteLength;
      if (size > MAX_BODY_BYTES) keep = false;
      else chunks.push(buffer);
    };
    response.write = ((chunk: unknown, ...rest: unknown[]) => {
      collect(chunk, rest[0]);
      return write(chunk, ...rest);
    }) as ServerResponse["write"];
    response.end = ((chunk?: unknown, ...rest: unknown[]) => {
      collect(chunk, rest[0]);
      const result = end(chunk, ...rest);
      const ttlSeconds = sharedMaxAge(String(response.getHeader("cache-control") ?? ""));
      if (keep && response.statusCode === 200 && ttlSeconds > 0 && !response.hasHeader("set-cookie")) {
        const headers: OutgoingHttpHeaders = {};
        for (const [name, value] of Object.entries(response.getHeaders())) if (!HOP_HEADERS.has(name)) headers[name] = value;
        const storedAt = now();
        remember(key, { headers, body: Buffer.concat(chunks), storedAt, expiresAt: storedAt + Math.min(ttlSeconds * 1000, MAX_TTL_MS) });
      }
      return result;
    }) as ServerResponse["end"];
  }

  return {
    handle(request, response, next) {
      const key = cacheKey(request);
      if (!key) return next();
      const page = entries.get(key);
      if (page && page.expiresAt > now()) {
        const age = String(Math.floor((now() - page.storedAt) / 1000));
        const etag = page.headers.etag;
        if (etag !== undefined && request.headers["if-none-match"] === String(etag)) {
          const { "cache-control": cacheControl, vary } = page.headers;
          response.writeHead(304, { etag, age, ...(cacheControl ? { "cache-control": cacheControl } : {}), ...(vary ? { vary } : {}) });
          response.end();
          return;
        }
        response.writeHead(200, { ...page.headers, age, "content-length": page.body.byteLength });
        response.end(page.body);
        return;
      }
      if (page) entries.delete(key);
      record(key, response);
      next();
    },
    clear() {
      entries.clear();
    },
  };
}
