/**
 * The server keeps signed-out pages and API reads for up to 10 s (src/server/page-cache.ts, graphql-cache.ts,
 * docs/decisions/0009). That is fine for a new price or a new listing, but not for something that must leave the
 * market at once: a suspended business, a listing or service taken down. The code that takes it down calls
 * `purgeSharedAnswers()`; the server, which owns those caches, listens with `onSharedAnswersPurge` (and relays the
 * purge to its other processes through Redis when configured), and so do the catalogue's short caches
 * (./short-cache.ts), which hold listing cards for 10–60 s.
 *
 * The listeners live on globalThis: the application's code is bundled by Next.js, the server's is not, and both must
 * reach the same set. No listener (tests, `next dev`) means nothing is cached, so nothing to purge.
 */
import { logger } from "./logger";

/** "here": this process took something down (and tells the others); "elsewhere": another process did. */
export type PurgeOrigin = "here" | "elsewhere";
type Listener = (origin: PurgeOrigin) => void;

const registry = globalThis as typeof globalThis & { __ojaSharedAnswerPurges?: Set<Listener> };

function listeners(): Set<Listener> {
  return (registry.__ojaSharedAnswerPurges ??= new Set());
}

/** Registers a listener; returns its removal. */
export function onSharedAnswersPurge(listener: Listener): () => void {
  listeners().add(listener);
  return () => void listeners().delete(listener);
}

/** Drops every shared answer now, so what was just taken down is never served again. Cheap: the caches refill in 10 s. */
export function purgeSharedAnswers(origin: PurgeOrigin = "here"): void {
  for (const listener of listeners()) {
    try {
      listener(origin);
    } catch (error) {
      logger.error("shared_answers.purge_failed", { error });
    }
  }
}
