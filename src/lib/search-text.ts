/**
 * Search text as every search box uses it (the market's and the seller's own listings): one rule, so a query means
 * the same wherever it is typed.
 */

export const MAX_QUERY_LENGTH = 100;

// Control characters (PostgreSQL refuses NUL in text) and lone surrogates are dropped.
const unsafeChars = /[\u0000-\u001F\u007F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Search text as it is used: no control characters, single spaces, at most 100 characters (emoji count as one). */
export function normaliseQuery(query: string | null | undefined): string {
  if (typeof query !== "string" || query === "") return "";
  const cleaned = query.replace(unsafeChars, " ").replace(/\s+/g, " ").trim();
  return Array.from(cleaned).slice(0, MAX_QUERY_LENGTH).join("").trim();
}
