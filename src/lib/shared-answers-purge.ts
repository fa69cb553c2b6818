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

/**
 * What a purge drops: the shared entries carrying any of `tags` (the caches tag an entry by what it shows when they
 * store it). No scope: everything, for a change whose reach cannot be named (a suspended business's whole catalogue).
 */
export interface PurgeScope {
  tags: readonly string[];
}

/** The words entries are tagged with, and purges name. */
export const purgeTags = {
  /** A page linking to the product page of this slug (every product card and product page does). */
  product: (slug: string) => `product:${slug}`,
  /** A page linking to this business's store page (its store page, and its seller card on each of its products). */
  store: (slug: string) => `store:${slug}`,
  /** Pages that may show artisans' services: services have no page of their own, so no link names them. */
  servicePages: "pages:services",
  /**
   * API answers that may show a listing or a business: the client chooses the fields, so an answer may show one
   * without naming it (a title and a price, no id or slug).
   */
  api: "api:market",
  /** The catalogue's short caches (./short-cache.ts): listing cards, counts and suggestions over many listings. */
  catalogue: "catalogue",
  /** An entry whose bytes could not be read: any purge drops it. */
  any: "*",
} as const;

/** A product, artisan's service or business left the market: what may show it. */
export function listingsLeftScope(kind: "product" | "service", slugs: readonly string[]): PurgeScope {
  const pages = kind === "product" ? slugs.map(purgeTags.product) : [purgeTags.servicePages];
  return { tags: [...pages, purgeTags.api, purgeTags.catalogue] };
}

/** A business's phone is no longer shown: its store page, its products' pages (the seller card), the API. */
export function sellerContactScope(vendorSlug: string): PurgeScope {
  return { tags: [purgeTags.store(vendorSlug), purgeTags.api] };
}

/**
 * A public business's reviewed name, description or logo, or its newly verified phone, went public: what shows the
 * old ones (its store page, its products' pages, the API, and the listing cards that name the seller).
 */
export function sellerProfileScope(vendorSlug: string): PurgeScope {
  return { tags: [purgeTags.store(vendorSlug), purgeTags.api, purgeTags.catalogue] };
}

type Listener = (origin: PurgeOrigin, scope?: PurgeScope) => void;

const registry = globalThis as typeof globalThis & { __ojaSharedAnswerPurges?: Set<Listener> };

function listeners(): Set<Listener> {
  return (registry.__ojaSharedAnswerPurges ??= new Set());
}

/** Registers a listener; returns its removal. */
export function onSharedAnswersPurge(listener: Listener): () => void {
  listeners().add(listener);
  return () => void listeners().delete(listener);
}

/**
 * Drops the shared answers `scope` names (every one without a scope) now, so what was just taken down is never served
 * again. Cheap: the caches refill in 10 s.
 */
export function purgeSharedAnswers(origin: PurgeOrigin = "here", scope?: PurgeScope): void {
  for (const listener of listeners()) {
    try {
      listener(origin, scope);
    } catch (error) {
      logger.error("shared_answers.purge_failed", { error });
    }
  }
}

/** Whether an entry tagged `tags` is among what `scope` drops. */
export function isPurged(tags: ReadonlySet<string>, scope: PurgeScope | undefined): boolean {
  return scope === undefined || tags.has(purgeTags.any) || scope.tags.some((tag) => tags.has(tag));
}
