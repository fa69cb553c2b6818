/** A value computed on first use and shared after (a connection's counts, a search's services). */
export function once<T>(make: () => Promise<T>): () => Promise<T> {
  let value: Promise<T> | undefined;
  return () => (value ??= make());
}
