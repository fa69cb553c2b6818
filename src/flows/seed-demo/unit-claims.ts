/**
 * What a listing's words say about its unit ("carton of 40", ", 25 litres", "per kg"), so the seed tests can hold a
 * listing's unit label to its title and a service's rate to its description. Pure; no database.
 */

/** Each phrase a title uses to say what one price buys, and whether a unit name agrees with it. */
const titleRules: { pattern: RegExp; agrees: (match: RegExpExecArray, unit: string) => boolean }[] = [
  // "carton of 40", "pack of 3", "box of 50 rolls": the container must be the unit.
  {
    pattern: /\b(carton|pack|set|box|bundle|crate|bag|roll|tin|keg|bottle|bucket|basket|bunch) of ([\d,]+)/i,
    agrees: (m, unit) => unit.includes(m[1]!.toLowerCase()),
  },
  // ", 25 litres", ", 1 litre bottle": bulk liquid by its measure.
  {
    pattern: /, ([\d.,]+) litres?\b/i,
    agrees: (m, unit) =>
      unit.includes(`${m[1]}-litre`) || unit.includes(`${m[1]} litre`) || (m[1] === "1" && unit === "litre"),
  },
  // ", 50kg", ", 10kg carton": dry goods by weight.
  {
    pattern: /, ([\d.]+)kg(?: (?:bag|carton|roll|pack))?(?=$|,| \()/i,
    agrees: (m, unit) => unit.includes(`${m[1]}kg`) || (m[1] === "1" && unit === "kg"),
  },
  // "6 yards", "10 pieces", "10 wraps", "100 bags": a count the unit must repeat.
  { pattern: /\b([\d,]+) (yards|pieces|wraps|bags)\b/i, agrees: (m, unit) => unit.includes(m[1]!) },
  // "per kg", "per square metre", "per 100", "(per chick)".
  {
    pattern: /\bper ([\d,]*\d|\w+)(?: (metre))?/i,
    agrees: (m, unit) => unit.startsWith(m[2] ? `${m[1]} ${m[2]}` : m[1]!),
  },
  // "Rice by the derica", "Ankara fabric by the yard".
  { pattern: /\bby the (\w+)/i, agrees: (m, unit) => unit === m[1]!.toLowerCase() },
  // ", pair", ", dozen", ", ream", ", roll", ", bundle", ", jumbo pack", ", big bag".
  {
    pattern: /, (?:big |jumbo )?(pair|dozen|ream|roll|bundle|pack|bag|carton|bunch|basket|head|tuber)\b/i,
    agrees: (m, unit) => unit.includes(m[1]!.toLowerCase()),
  },
];

/** Phrases of a title that its unit name contradicts: empty when they agree. */
export function unitClashes(title: string, unit: string): string[] {
  const clashes: string[] = [];
  for (const rule of titleRules) {
    const match = rule.pattern.exec(title);
    if (match && !rule.agrees(match, unit.toLowerCase())) clashes.push(match[0]);
  }
  return clashes;
}

/** "per square metre", "per guest": a unit a service's words name, which its rate must be. */
export function serviceUnitWords(text: string): string[] {
  return [...text.matchAll(/\bper ((?:square )?[a-z]+)/gi)].map((m) => `per ${m[1]!.toLowerCase()}`);
}

/** Every title a template can make: "{a|b} rice" → ["a rice", "b rice"]. */
export function expandTemplate(template: string): string[] {
  const match = /\{([^{}]*)\}/.exec(template);
  if (!match) return [template.replace(/\s{2,}/g, " ").trim()];
  return match[1]!.split("|").flatMap((choice) => expandTemplate(template.replace(match[0], choice)));
}
