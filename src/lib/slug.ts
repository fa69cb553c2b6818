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
