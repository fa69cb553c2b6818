import { sql, type AnyColumn, type SQL } from "drizzle-orm";

/**
 * English stemming merges words a shopper keeps apart: "generator" and "generation" both become 'generat', "iron"
 * and "ironing" 'iron', "tiles" and "tiled" 'tile', "charger"s are not "charging". Search still matches by stem (so
 * "tomatos" finds tomatoes and "phones" finds a phone), but a listing that has the very words typed, in the singular
 * or the plural, ranks above one that only shares their stems (docs/decisions/0008). Singular and plural are the only
 * forms kept together: a light "s-stemmer" (Harman, 1991), applied both ways.
 */

/** Words of a query looked at, as websearch_to_tsquery reads at most a few. */
const MAX_WORDS = 8;

/** Lower case, accents dropped, letters and digits only: safe inside a quoted tsquery lexeme. */
function plainWords(text: string): string[] {
  return text
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/**
 * A word and its other number: "tiles" → tile, "generator" → generators, "batteries" → battery, "boxes" → box,
 * "tomato" → tomatoes. A word ending in digits ("128gb", "2nd") or shorter than four letters stays as it is, besides
 * its plural.
 */
export function wordForms(word: string): string[] {
  const forms = new Set([word]);
  if (!/\p{L}{3}$/u.test(word)) return [...forms];
  if (word.length > 3) {
    if (/[^aeiou]ies$/.test(word)) forms.add(`${word.slice(0, -3)}y`);
    else if (word.endsWith("es")) {
      forms.add(word.slice(0, -1));
      if (/(s|x|z|ch|sh|o)es$/.test(word)) forms.add(word.slice(0, -2));
    } else if (/[^su]s$/.test(word) && !word.endsWith("is")) forms.add(word.slice(0, -1));
  }
  if (forms.size > 1) return [...forms];
  if (/[^aeiou]y$/.test(word)) forms.add(`${word.slice(0, -1)}ies`);
  else if (/(s|x|z|ch|sh|o)$/.test(word)) forms.add(`${word}es`);
  if (!word.endsWith("s")) forms.add(`${word}s`);
  return [...forms];
}

/**
 * The words a person asked for in a websearch-style query: not those after a minus ("-used"), not the "or" operator;
 * each once, at most eight.
 */
export function typedWords(query: string): string[] {
  const words: string[] = [];
  for (const token of query.replace(/"/g, " ").split(/\s+/)) {
    if (token === "" || token.startsWith("-") || token.toLowerCase() === "or") continue;
    for (const word of plainWords(token)) if (!words.includes(word)) words.push(word);
  }
  return words.slice(0, MAX_WORDS);
}

/**
 * True where `words` (a tsvector of the 'simple' configuration: words as written, lower case) holds every word of
 * `query` in one of its forms; null when the query has no word. Words English search ignores ("of", "the") are not
 * required. The tsquery is a scalar subquery of constants, so PostgreSQL builds it once per statement (an initplan),
 * not once per row: the per-row cost is one tsvector lookup.
 */
export function hasExactWords(words: AnyColumn | SQL, query: string): SQL | null {
  const typed = typedWords(query);
  if (typed.length === 0) return null;
  const parts = typed.map(
    (word) =>
      sql`case when length(to_tsvector('english', ${word}::text)) > 0 then ${`(${wordForms(word)
        .map((form) => `'${form}'`)
        .join(" | ")})`}::text end`,
  );
  return sql`coalesce(${words} @@ (select to_tsquery('simple', nullif(concat_ws(' & ', ${sql.join(parts, sql`, `)}), ''))), false)`;
}

/**
 * Does `text` (a title) hold every one of `words` in one of its forms, the last one also as the start of a word
 * (it may be unfinished, as in a search box)? The same rule as hasExactWords, in JavaScript, for short lists.
 */
export function containsTypedWords(
  text: string,
  words: readonly string[],
  options: { lastIsPrefix?: boolean } = {},
): boolean {
  if (words.length === 0) return false;
  const own = new Set(plainWords(text));
  return words.every((word, index) => {
    if (wordForms(word).some((form) => own.has(form))) return true;
    return (
      Boolean(options.lastIsPrefix) &&
      index === words.length - 1 &&
      [...own].some((candidate) => candidate.startsWith(word))
    );
  });
}
