/**
 * The store behind the server's two CDN-like caches (./page-cache.ts for pages, ./graphql-cache.ts for signed-out
 * API reads): it keeps the exact bytes and headers of a response the application marked shareable
 * (`Cache-Control: s-maxage=N`, not private/no-store/no-cache, status 200, no cookie, at most MAX_BODY_BYTES) for
 * N seconds and at most MAX_TTL_MS, and replays them with an Age header, or 304 when the client already has them.
 * Responses are recorded below any compression middleware, so a gzip answer is kept (and replayed) compressed.
 *
 * An answer the server itself calls the same for everyone (`shareForSeconds`, the page cache's public pages) is drawn
 * once at a time: visitors who ask while it is being drawn wait for that one drawing instead of each starting their
 * own (with 50 requests in flight, a kept /market expiring meant up to 50 renders of ~35 ms, one after another on the
 * server's only thread), and, once it has been kept before, they get the previous answer at once while one of them
 * draws the new one (stale for at most STALE_MS; a purge drops it, so what a purge was for is never served stale).
 */
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import { isPurged, type PurgeScope } from "@/lib/shared-answers-purge";

const MAX_TTL_MS = 10_000;
/** How long past its expiry an answer may still be given while its next drawing is under way. */
const STALE_MS = 10_000;
/** How long a visitor waits for another's drawing of the same answer before drawing it too. */
const MAX_WAIT_MS = 5_000;
const MAX_ENTRIES = 500;
const MAX_BODY_BYTES = 512 * 1024;

/** Per-connection headers that must not be replayed. */
const HOP_HEADERS = new Set(["connection", "keep-alive", "transfer-encoding", "date"]);

interface CachedResponse {
  headers: OutgoingHttpHeaders;
  body: Buffer;
  storedAt: number;
  expiresAt: number;
  /**
   * What the entry shows, for purges that name it (src/lib/shared-answers-purge.ts). Read from the bytes when a purge
   * first asks, not when the page is kept: most kept pages expire before any purge, and reading a page means
   * decompressing it (about 1.5 ms of a cold /market render here, docs/measurements/issue-24-public-pages.md).
   */
  tags: () => ReadonlySet<string>;
}

/** Reads the tags once, on the first call; no reader: no tags. */
function lazyTags(tagsOf: TagsOf | undefined, body: Buffer, headers: OutgoingHttpHeaders): () => ReadonlySet<string> {
  let tags: ReadonlySet<string> | undefined;
  return () => (tags ??= new Set(tagsOf?.(body, headers) ?? []));
}

/** The tags of a response about to be kept, from its bytes (as sent, possibly compressed) and headers. */
export type TagsOf = (body: Buffer, headers: OutgoingHttpHeaders) => Iterable<string>;

/**
 * How an answer may be kept. `shareForSeconds` is the server's own word that the answer is the same for everyone who
 * may be served it (see page-cache.ts): it is then kept that long even though the application marked it private (the
 * client still gets the application's own Cache-Control), and drawn once at a time.
 */
export interface Keep {
  shareForSeconds?: number;
  tagsOf?: TagsOf;
}

export interface SharedResponseCache {
  /**
   * The kept answer, replayed; else, for an answer the server shares that another request is drawing right now, the
   * previous answer at once if there is one, or that drawing once it is kept; else `draw`, keeping what the response
   * writes if it ends shareable.
   */
  answer(key: string, request: IncomingMessage, response: ServerResponse, draw: () => void, keep?: Keep): void;
  /** Drops every entry; a response still being recorded when this runs is not kept (it may predate the change). */
  clear(): void;
  /** Drops the entries `scope` names (all without one); nor is a response still being recorded kept. */
  purge(scope?: PurgeScope): void;
}

const isShared = (keep: Keep) => (keep.shareForSeconds ?? 0) > 0;

/** Seconds a shared cache may keep the response, or 0. */
function sharedMaxAge(cacheControl: string): number {
  if (/\b(private|no-store|no-cache)\b/i.test(cacheControl)) return 0;
  const match = /\bs-maxage=(\d+)/i.exec(cacheControl);
  return match ? Number(match[1]) : 0;
}

function toBuffer(chunk: unknown, encoding: unknown): Buffer {
  if (Buffer.isBuffer(chunk)) return chunk;
  if (typeof chunk === "string")
    return Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8");
  return Buffer.from(chunk as Uint8Array);
}

export function createSharedResponseCache(now: () => number = Date.now): SharedResponseCache {
  const entries = new Map<string, CachedResponse>();
  /** Keys being drawn right now, each settled once its response has ended (kept or not) or its connection closed. */
  const drawing = new Map<string, Promise<void>>();
  // Bumped by clear(): a render that began before a purge may have read what the purge was for.
  let generation = 0;

  function remember(key: string, entry: CachedResponse): void {
    entries.delete(key);
    entries.set(key, entry);
    if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
  }

  /** The entry under the key if it is fresh, or, with `stale`, expired less than STALE_MS ago; older ones are dropped. */
  function usable(key: string, stale: boolean): CachedResponse | undefined {
    const entry = entries.get(key);
    if (!entry) return undefined;
    const time = now();
    if (entry.expiresAt > time) return entry;
    if (entry.expiresAt + STALE_MS <= time) entries.delete(key);
    else if (stale) return entry;
    return undefined;
  }

  function replay(entry: CachedResponse, request: IncomingMessage, response: ServerResponse): void {
    const age = String(Math.floor((now() - entry.storedAt) / 1000));
    const etag = entry.headers.etag;
    if (etag !== undefined && request.headers["if-none-match"] === String(etag)) {
      const { "cache-control": cacheControl, vary } = entry.headers;
      response.writeHead(304, {
        etag,
        age,
        ...(cacheControl ? { "cache-control": cacheControl } : {}),
        ...(vary ? { vary } : {}),
      });
      response.end();
      return;
    }
    response.writeHead(200, { ...entry.headers, age, "content-length": entry.body.byteLength });
    response.end(entry.body);
  }

  /** Settles when the drawing ends or MAX_WAIT_MS passes, whichever is first. */
  function awaitDrawing(drawn: Promise<void>): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, MAX_WAIT_MS);
      timer.unref();
    });
    return Promise.race([drawn, timeout]).finally(() => clearTimeout(timer));
  }

  /** Keeps what the response writes, under the key, if it ends shareable. */
  function record(key: string, response: ServerResponse, keep: Keep): void {
    const { shareForSeconds, tagsOf } = keep;
    const recordedIn = generation;
    // Only answers the server shares are waited for: others need no note of their drawing.
    let settled = () => {};
    if (isShared(keep)) {
      let settle!: () => void;
      const drawn = new Promise<void>((resolve) => (settle = resolve));
      settled = () => {
        if (drawing.get(key) === drawn) drawing.delete(key);
        settle();
      };
      drawing.set(key, drawn);
      response.once("close", settled);
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let keeping = true;
    const write = response.write.bind(response) as (...args: unknown[]) => boolean;
    const end = response.end.bind(response) as (...args: unknown[]) => ServerResponse;
    const collect = (chunk: unknown, encoding?: unknown) => {
      if (!keeping || chunk === undefined || chunk === null || typeof chunk === "function") return;
      const buffer = toBuffer(chunk, encoding);
      size += buffer.byteLength;
      if (size > MAX_BODY_BYTES) keeping = false;
      else chunks.push(buffer);
    };
    response.write = ((chunk: unknown, ...rest: unknown[]) => {
      collect(chunk, rest[0]);
      return write(chunk, ...rest);
    }) as ServerResponse["write"];
    response.end = ((chunk?: unknown, ...rest: unknown[]) => {
      collect(chunk, rest[0]);
      const result = end(chunk, ...rest);
      const ttlSeconds = Math.max(
        sharedMaxAge(String(response.getHeader("cache-control") ?? "")),
        shareForSeconds ?? 0,
      );
      if (
        keeping &&
        recordedIn === generation &&
        response.statusCode === 200 &&
        ttlSeconds > 0 &&
        !response.hasHeader("set-cookie")
      ) {
        const headers: OutgoingHttpHeaders = {};
        for (const [name, value] of Object.entries(response.getHeaders()))
          if (!HOP_HEADERS.has(name)) headers[name] = value;
        const storedAt = now();
        const body = Buffer.concat(chunks);
        remember(key, {
          headers,
          body,
          storedAt,
          expiresAt: storedAt + Math.min(ttlSeconds * 1000, MAX_TTL_MS),
          tags: lazyTags(tagsOf, body, headers),
        });
      }
      settled();
      return result;
    }) as ServerResponse["end"];
  }

  return {
    answer(key, request, response, draw, keep = {}) {
      const drawNow = () => {
        record(key, response, keep);
        draw();
      };
      const drawn = isShared(keep) ? drawing.get(key) : undefined;
      const entry = usable(key, drawn !== undefined);
      if (entry) return replay(entry, request, response);
      if (!drawn) return drawNow();
      void awaitDrawing(drawn).then(() => {
        if (response.destroyed || response.writableEnded) return;
        const kept = usable(key, false);
        if (kept) replay(kept, request, response);
        else drawNow();
      });
    },

    clear() {
      entries.clear();
      generation += 1;
    },

    purge(scope) {
      for (const [key, entry] of entries) if (!scope || isPurged(entry.tags(), scope)) entries.delete(key);
      // What a render in flight shows is not known yet; dropping it costs one miss.
      generation += 1;
    },
  };
}
