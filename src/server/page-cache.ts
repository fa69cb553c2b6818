/**
 * A small shared HTTP cache in front of Next.js, for exactly what Next.js marks shareable: prerendered and ISR pages
 * answer `Cache-Control: s-maxage=N`, which tells a CDN it may give the same bytes to everyone for N seconds. Without
 * a CDN, each such request still cost ~4–6 ms of CPU in Next.js (docs/decisions/0009-graphql-fast-path.md); from here
 * it costs a map lookup. Entries live at most 10 s (./shared-response-cache.ts), so a page is never older than
 * Next.js's own ISR window plus that. Only plain document requests are considered (no RSC/router/action headers, no
 * credentials).
 *
 * Since the Content-Security-Policy (docs/decisions/0012) every page renders per request: Next.js puts the request's
 * nonce on its scripts only while rendering. Market and price-desk pages already did (they read the query string) and
 * cost ~30 ms of rendering each: at 50 concurrent visitors /market managed ~32 pages a second. Yet every visitor gets
 * exactly the page every other visitor gets for the same address: the public pages render from the URL alone, and
 * the person's parts (the account menu, the cart count, "in your cart") are small islands that ask the server
 * themselves (docs/decisions/0025-public-pages-for-everyone.md; `npm run lint` refuses a public page that reaches the
 * session or the cart cookie). So they are kept for 10 s for everyone, signed in, with a cart or neither, nonce
 * included: replaying the same bytes with the same policy does not let anyone put that nonce on a script of theirs
 * (0012 has the argument). The client still receives a private Cache-Control, so no CDN keeps them. Each is drawn
 * once at a time: visitors who come while it is drawn get the previous page, or wait for that drawing
 * (./shared-response-cache.ts).
 *
 * Which pages: a list of the public ones (SAME_FOR_EVERYONE), not "all but": a page added later is rendered per
 * request until someone decides it is the same for every visitor. Never kept: the account and staff
 * pages, sign-in and sign-up (their visitors type passwords: each render keeps a nonce of its own), /dev/*, /api/*,
 * addresses carrying a one-time secret, and paths with dot segments or encoded slashes, which the router may
 * resolve to another page than the address says. The person's own areas (PRIVATE_AREA: the dashboard, the account, the cart,
 * the price desk's moderation queue, sign-in and sign-up) are never looked up or kept at all, whatever header a page might one day send: a seller's
 * draft or a member's view can never come back to someone else from here.
 */
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import { brotliDecompressSync, unzipSync } from "node:zlib";
import { purgeTags, type PurgeScope } from "@/lib/shared-answers-purge";
import { createSharedResponseCache } from "./shared-response-cache";

/** Request headers that make Next.js answer with something other than the page's document. */
const VARYING_REQUEST_HEADERS = [
  "rsc",
  "next-router-state-tree",
  "next-router-prefetch",
  "next-router-segment-prefetch",
  "next-action",
  "authorization",
];

/** Pages that render the same for every visitor of one URL (see above); the rest of the URL is the query. */
const SAME_FOR_EVERYONE = new RegExp(
  "^/(?:" +
    [
      "", // home
      "(?:about|contact|jobs|media|privacy|terms|support|size-guide)",
      "partners/[a-z-]+",
      "market(?:/[^?]*)?",
      "pricedesk(?:/search)?",
    ].join("|") +
    ")(?:\\?|$)",
);
/** Pages of Oja's own words: they show nothing of the market, so only a full purge drops them. */
const OJA_OWN_PAGE = new RegExp(
  "^/(?:about|contact|jobs|media|privacy|terms|support|size-guide|partners/[a-z-]+)(?:\\?|$)",
);
/** A product's page (not the category pages under the same prefix). */
const PRODUCT_PAGE = /^\/market\/product\/(?!category(?:[/?]|$))([^/?]+)/;
const STORE_PAGE = /^\/market\/store\/([^/?]+)/;
/** Every product card and product page links its product; every seller card and store page its store. */
const MARKET_LINK = /\/market\/(product|store)\/([^"'?#\s/\\<>&]+)/g;
/** The person's own pages: never read from nor written to the cache, even if marked shareable by mistake. */
const PRIVATE_AREA = /^\/(?:dashboard|account|auth|cart|checkout|pricedesk\/moderation)(?:[/?]|$)/i;
const PRIVATE_AREA_CACHE_CONTROL = "private, no-store";
/** Dot segments, encoded slashes, dots or backslashes: the router might not take such a path literally. */
const AMBIGUOUS_PATH = /\/\.|%2f|%2e|%5c|\\|\/\//i;
const SHARE_SECONDS = 10;
const SHARED_DOCUMENT_CACHE_CONTROL = "private, no-cache";
/** One-time secrets the auth flow may carry in a link: such an address is never kept. */
const SECRET_PARAMETER = /[?&](?:code|token|reset)=/;

export interface PageCache {
  /** Answers from the cache when it can; otherwise calls `next` and records what it writes, if it may be kept. */
  handle(request: IncomingMessage, response: ServerResponse, next: () => void): void;
  clear(): void;
  /** Drops the pages that show what `scope` names (src/lib/shared-answers-purge.ts). */
  purge(scope?: PurgeScope): void;
}

function slugOf(encoded: string): string {
  try {
    return decodeURIComponent(encoded);
  } catch {
    return encoded;
  }
}

function readable(body: Buffer, headers: OutgoingHttpHeaders): string {
  const encoding = String(headers["content-encoding"] ?? "").toLowerCase();
  if (encoding === "br") return brotliDecompressSync(body).toString("utf8");
  if (encoding === "gzip" || encoding === "deflate") return unzipSync(body).toString("utf8");
  return body.toString("utf8");
}

/**
 * What a kept page shows, for purges that name it: the products and stores it links (a product leaving drops every
 * page with its card: lists, searches, the home page, other products' "similar" rows), and, for pages that may list
 * artisans' services, which link nowhere, a tag of their own. A page that cannot be read is dropped by any purge.
 */
export function pageTags(url: string, body: Buffer, headers: OutgoingHttpHeaders): string[] {
  if (OJA_OWN_PAGE.test(url)) return [];
  let html: string;
  try {
    html = readable(body, headers);
  } catch {
    return [purgeTags.any];
  }
  const tags = new Set<string>();
  const product = PRODUCT_PAGE.exec(url);
  if (product) tags.add(purgeTags.product(slugOf(product[1]!)));
  else tags.add(purgeTags.servicePages);
  const store = STORE_PAGE.exec(url);
  if (store) tags.add(purgeTags.store(slugOf(store[1]!)));
  for (const [, kind, slug] of html.matchAll(MARKET_LINK))
    tags.add(kind === "product" ? purgeTags.product(slugOf(slug!)) : purgeTags.store(slugOf(slug!)));
  return [...tags];
}

/** Decoded, with repeated slashes as one, as the router may read it (`/%64ashboard`, `//dashboard`); unreadable counts. */
function isPrivateArea(url: string): boolean {
  try {
    return PRIVATE_AREA.test(decodeURIComponent(url.split("?", 1)[0]!).replace(/\/{2,}/g, "/"));
  } catch {
    return true;
  }
}

function cacheKey(request: IncomingMessage): string | null {
  if (request.method !== "GET" || !request.url) return null;
  if (request.url.startsWith("/_next/") || request.url.startsWith("/api/") || request.url.startsWith("/graphql"))
    return null;
  if (VARYING_REQUEST_HEADERS.some((name) => request.headers[name] !== undefined)) return null;
  const gzip = /\bgzip\b/.test(String(request.headers["accept-encoding"] ?? ""));
  return `${gzip ? "gz" : "id"} ${request.url}`;
}

export function createPageCache(now: () => number = Date.now): PageCache {
  const store = createSharedResponseCache(now);
  return {
    handle(request, response, next) {
      // Next.js keeps a Cache-Control already set; its own for a dynamic page says no-store too, but a redirect or an
      // error page of these areas must not be kept by a browser or proxy either.
      if (request.url && isPrivateArea(request.url)) {
        response.setHeader("cache-control", PRIVATE_AREA_CACHE_CONTROL);
        return next();
      }
      const key = cacheKey(request);
      if (!key) return next();
      let shareForSeconds: number | undefined;
      if (
        SAME_FOR_EVERYONE.test(request.url!) &&
        !AMBIGUOUS_PATH.test(request.url!.split("?", 1)[0]!) &&
        !SECRET_PARAMETER.test(request.url!)
      )
        shareForSeconds = SHARE_SECONDS;
      const url = request.url!;
      const render = () => {
        // Next.js would send `private, no-store`, which keeps the page out of the back/forward cache; the same page for
        // every visitor may be kept by the browser (never by a shared cache) and revalidated (issue #14).
        if (shareForSeconds) response.setHeader("cache-control", SHARED_DOCUMENT_CACHE_CONTROL);
        next();
      };
      store.answer(key, request, response, render, {
        shareForSeconds,
        tagsOf: (body, headers) => pageTags(url, body, headers),
      });
    },
    clear: () => store.clear(),
    purge: (scope) => store.purge(scope),
  };
}
