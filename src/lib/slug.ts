/** A readable URL segment: "Tecno Spark 20 (8GB)" → "tecno-spark-20-8gb". Only a–z, 0–9 and single hyphens. */
export function slugify(text: string, maxLength = 80): string {
  const slug = text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, maxLength)
    .replace(/-+$/g, "");
  return slug || "item";
}

/** A slug that stays unique without a lookup: the readable part plus a short random suffix. */
export function uniqueSlug(text: string, suffix: string): string {
  return `${slugify(text, 70)}-${suffix.toLowerCase()}`;
}

/**
 * Whether a slug taken from an address or an API argument can be looked up at all. Slugs are at most 200 characters
 * and never hold control characters; PostgreSQL refuses a NUL in a text parameter outright, so without this check
 * "/market/product/%00" would fail as an error instead of being "not found".
 */
export function isLookupSlug(slug: unknown): slug is string {
  return typeof slug === "string" && slug.length > 0 && slug.length <= 200 && !/[\u0000-\u001F\u007F]/.test(slug);
}
