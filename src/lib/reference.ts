import { randomInt } from "node:crypto";

// No 0/O or 1/I, so a reference read over the phone is not misheard.
const alphabet = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ";

/** A short human reference such as "CM-7KQ2XD" for things people quote to support. */
export function createReference(prefix: string, length = 6): string {
  let out = "";
  for (let i = 0; i < length; i += 1) out += alphabet[randomInt(alphabet.length)];
  return `${prefix}-${out}`;
}
