/**
 * Deterministic randomness for the demo market. Every generated thing draws from a stream keyed by what it is
 * ("product", 42), not from one shared sequence, so product 42 is the same whether the seed makes 10 products or
 * 100,000, and adding a category does not reshuffle every vendor.
 */

/** 32-bit FNV-1a followed by a murmur3 finaliser: cheap, and well spread for short keys. */
export function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

export class Random {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  /** sfc32 seeded from four hashes of the key. */
  constructor(key: string) {
    this.a = hash32(`${key}#a`);
    this.b = hash32(`${key}#b`);
    this.c = hash32(`${key}#c`);
    this.d = hash32(`${key}#d`) | 1;
    for (let i = 0; i < 12; i++) this.next();
  }

  /** Uniform in [0, 1). */
  next(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return (t >>> 0) / 4294967296;
  }

  /** Integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  between(min: number, max: number): number {
    return min + this.next() * (max - min);
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error("pick from an empty list");
    return items[Math.floor(this.next() * items.length)]!;
  }

  /** Picks by weight; `weights[i]` belongs to `items[i]`. */
  weighted<T>(items: readonly T[], weights: readonly number[]): T {
    const total = weights.reduce((sum, weight) => sum + weight, 0);
    let target = this.next() * total;
    for (let i = 0; i < items.length; i++) {
      target -= weights[i]!;
      if (target < 0) return items[i]!;
    }
    return items[items.length - 1]!;
  }

  /** Standard normal (Box–Muller), for price noise. */
  normal(): number {
    const u = 1 - this.next();
    const v = this.next();
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
  }

  /** `count` distinct items in random order. */
  sample<T>(items: readonly T[], count: number): T[] {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [copy[i], copy[j]] = [copy[j]!, copy[i]!];
    }
    return copy.slice(0, Math.min(count, copy.length));
  }

  /** Lower-case hex digits, for slug suffixes. */
  hex(length: number): string {
    let out = "";
    while (out.length < length) out += Math.floor(this.next() * 16).toString(16);
    return out;
  }
}

/** A stream of its own for one thing: `rng("product", 42)`. */
export function rng(...key: (string | number)[]): Random {
  return new Random(key.join(":"));
}

/**
 * A stable UUID (version 4 layout) for a generated row, so the same product has the same id on every database:
 * benchmarks and tests can name rows, and re-runs hit the primary key instead of inserting twice.
 */
export function stableUuid(...key: (string | number)[]): string {
  const random = new Random(`uuid:${key.join(":")}`);
  const bytes: number[] = [];
  for (let i = 0; i < 16; i++) bytes.push(Math.floor(random.next() * 256));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.map((byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Fills "{a|b|c}" choices in a template: "Tecno Spark 20 {128GB|256GB}" → "Tecno Spark 20 256GB". */
export function fill(template: string, random: Random): string {
  return template
    .replace(/\{([^{}]*)\}/g, (_, choices: string) => random.pick(choices.split("|")))
    .replace(/\s{2,}/g, " ")
    .trim();
}
