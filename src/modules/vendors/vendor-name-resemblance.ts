/**
 * Names that pass for another business or for Oja itself ("0ja Official Support", "Mama  Ngozi's Kitchen!" beside
 * "Mama Ngozi's Kitchen"): operations see them flagged before they approve one (issue 23). The comparison is on a key
 * that forgets case, spacing, punctuation, accents and the usual look-alike letters, then allows a small edit distance
 * that grows with the name's length. No dependency: the names are short and the distance is a few lines.
 */

/** Oja's own names; a business name close to one of these, or "Oja" with one of `officialWords`, is flagged. */
export const ojaNames = ["Oja", "Oja Support", "Oja Official", "Oja Team", "Oja Help", "Oja Admin", "Oja Security"];
const lookAlikes: Record<string, string> = {
  "0": "o",
  "1": "l",
  "!": "l",
  "|": "l",
  i: "l",
  "3": "e",
  "4": "a",
  "@": "a",
  "5": "s",
  $: "s",
  "7": "t",
  "8": "b",
  // Cyrillic and Greek letters drawn like Latin ones.
  а: "a",
  е: "e",
  о: "o",
  р: "p",
  с: "c",
  у: "y",
  х: "x",
  і: "l",
  ј: "j",
  ο: "o",
  α: "a",
  ı: "l",
};

/**
 * Digits and signs stand for letters only beside one ("0ja", "$ave"), and "!" and "|" only inside a word ("K!tchen"):
 * "Shop 24" and "Kitchen!" keep theirs, and punctuation then falls away.
 */
const standIns = /[0-9@$]/;
const insideOnly = /[!|]/;
const isLetter = (c: string | undefined) => c !== undefined && /\p{L}/u.test(c);

function lookAlike(text: string): string {
  const chars = [...text];
  return chars
    .map((c, i) => {
      const [before, after] = [isLetter(chars[i - 1]), isLetter(chars[i + 1])];
      if (standIns.test(c) && !before && !after) return c;
      if (insideOnly.test(c) && !(before && after)) return c;
      return lookAlikes[c] ?? c;
    })
    .join("")
    .replace(/rn/g, "m")
    .replace(/vv/g, "w");
}

const officialWords = new Set(
  [
    "official",
    "support",
    "team",
    "help",
    "helpdesk",
    "desk",
    "admin",
    "security",
    "care",
    "customer",
    "staff",
    "verify",
  ].map((word) => lookAlike(word)),
);

/** The words of a name as compared: lower case, no accents, look-alikes folded, letters and digits only. */
export function nameWords(name: string): string[] {
  const plain = name.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase();
  return lookAlike(plain)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

export function nameKey(name: string): string {
  return nameWords(name).join("");
}

function distance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++)
      row[j] = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    previous = row;
  }
  return previous[b.length]!;
}

/** One edit per eight letters of the shorter key, at most two (none below eight, where one edit makes another name). */
export function namesResemble(a: string, b: string): boolean {
  const [ka, kb] = [nameKey(a), nameKey(b)];
  if (!ka || !kb) return false;
  if (ka === kb) return true;
  const allowed = Math.min(2, Math.floor(Math.min(ka.length, kb.length) / 8));
  return allowed > 0 && Math.abs(ka.length - kb.length) <= allowed && distance(ka, kb) <= allowed;
}

export function resemblesOja(name: string): boolean {
  const words = nameWords(name);
  const oja = lookAlike("oja");
  if (words.includes(oja) && words.some((word) => officialWords.has(word))) return true;
  return ojaNames.some((own) => namesResemble(name, own));
}

/** Of `others` (approved businesses' names), those `name` resembles, Oja's own name first when it does. */
export function resembledNames(name: string, others: string[]): string[] {
  const found = others.filter((other) => namesResemble(name, other));
  return [...(resemblesOja(name) ? ["Oja"] : []), ...new Set(found)];
}
