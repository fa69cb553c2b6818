/**
 * Results shared for a few seconds by everyone this process serves: what is the same for all people and costly to
 * compute (listing counts, the price desk's headline figures). Concurrent callers of one key share one computation;
 * failures are never kept; the number of entries is bounded (the oldest go first).
 *
 * Everything is asynchronous, so a layer shared by all instances (Redis, under `name`) can later sit behind the same
 * calls without changing them.
 */
import { onSharedAnswersPurge, purgeTags } from "./shared-answers-purge";

export interface ShortCacheOptions {
  /** Unique per cache: names it among the caches (and would prefix its keys in a shared layer). */
  name: string;
  ttlMs: number;
  maxEntries: number;
}

export interface ShortCacheGetOptions<T> {
  /** Whether a computed value may be shared; asked once it has settled (a value it refuses is computed afresh next time). */
  keep?: (value: T) => boolean | Promise<boolean>;
}

export interface ShortCache<T> {
  /** The shared value for `key` while it is fresh; else `compute()`, shared with concurrent callers of the key. */
  get(key: string, compute: () => Promise<T>, options?: ShortCacheGetOptions<T>): Promise<T>;
  /** A fresh value that has settled and been kept, without computing anything; undefined otherwise. */
  peek(key: string): Promise<T | undefined>;
  clear(): void;
}

interface Entry<T> {
  expires: number;
  value: Promise<T>;
  /** Set once the value has settled and `keep` accepted it. */
  kept?: { value: T };
}

const caches = new Map<string, ShortCache<unknown>>();

export function createShortCache<T>({ name, ttlMs, maxEntries }: ShortCacheOptions): ShortCache<T> {
  const entries = new Map<string, Entry<T>>();

  function fresh(key: string): Entry<T> | undefined {
    const entry = entries.get(key);
    if (entry && entry.expires > Date.now()) return entry;
    if (entry) entries.delete(key);
    return undefined;
  }

  const cache: ShortCache<T> = {
    get(key, compute, options = {}) {
      const hit = fresh(key);
      if (hit) return hit.value;
      // A compute that throws at once fails like one that rejects.
      const value = (async () => compute())();
      const entry: Entry<T> = { expires: Date.now() + ttlMs, value };
      entries.set(key, entry);
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
      const forget = () => {
        if (entries.get(key) === entry) entries.delete(key);
      };
      value
        .then(async (result) => {
          if (!options.keep || (await options.keep(result))) entry.kept = { value: result };
          else forget();
        })
        .catch(forget);
      return value;
    },
    async peek(key) {
      return fresh(key)?.kept?.value;
    },
    clear() {
      entries.clear();
    },
  };
  caches.set(name, cache as ShortCache<unknown>);
  return cache;
}

/** Forgets every short-lived result of this process (tests that change rows between two reads; purges). */
export function clearShortCaches(): void {
  for (const cache of caches.values()) cache.clear();
}

// Something taken down (a suspended business, an archived listing) must not linger in a list or a suggestion; a purge
// that names only pages and answers (a hidden phone: no card or count shows it) leaves them.
onSharedAnswersPurge((_origin, scope) => {
  if (!scope || scope.tags.includes(purgeTags.catalogue)) clearShortCaches();
});
