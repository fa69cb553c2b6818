import DataLoader from "dataloader";

/** A batch read as services write them: keys in, a map of what was found out. */
export type Batch<V> = (keys: readonly string[]) => Promise<Map<string, V>>;

/** What a key the batch did not return resolves to; without it such a key is an error. */
export interface LoaderOptions<V> {
  missing?: V;
}

const byRequest = new WeakMap<object, Map<unknown, DataLoader<string, unknown>>>();

/**
 * The request's DataLoader for a batch read: every `.load` of one tick becomes one call of the batch, and answers are
 * kept for the rest of the request (one set per GraphQL context: nothing is shared between people or kept after the
 * response). Named by the service function itself, one loader (and what was primed into it) is shared with every
 * module loading through that function; a batch of one's own, or one made with options, is named by a string
 * ("pricedesk.stats|30|Lagos").
 */
export function requestLoader<V>(ctx: object, batch: Batch<V>, options?: LoaderOptions<V>): DataLoader<string, V>;
export function requestLoader<V>(
  ctx: object,
  name: string,
  batch: Batch<V>,
  options?: LoaderOptions<V>,
): DataLoader<string, V>;
export function requestLoader<V>(
  ctx: object,
  key: string | Batch<V>,
  batchOrOptions?: Batch<V> | LoaderOptions<V>,
  maybeOptions?: LoaderOptions<V>,
): DataLoader<string, V> {
  const [batch, options] =
    typeof key === "function"
      ? [key, batchOrOptions as LoaderOptions<V> | undefined]
      : [batchOrOptions as Batch<V>, maybeOptions];
  let loaders = byRequest.get(ctx);
  if (!loaders) {
    loaders = new Map();
    byRequest.set(ctx, loaders);
  }
  let loader = loaders.get(key) as DataLoader<string, V> | undefined;
  if (!loader) {
    const hasMissing = options !== undefined && "missing" in options;
    loader = new DataLoader<string, V>(async (keys) => {
      const found = await batch(keys);
      return keys.map((k) =>
        found.has(k) ? found.get(k)! : hasMissing ? (options.missing as V) : new Error(`Nothing was loaded for ${k}`),
      );
    });
    loaders.set(key, loader as DataLoader<string, unknown>);
  }
  return loader;
}
