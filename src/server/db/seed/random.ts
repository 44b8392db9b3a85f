/**
 * A small seeded random source, so the demo basin and the benchmark basin come out the same on every run.
 * mulberry32: 32-bit state, fast, good enough for plausible-looking data (not for anything secret).
 */
export interface Random {
  /** Uniform in [0, 1). */
  next(): number;
  /** Uniform in [min, max). */
  between(min: number, max: number): number;
  /** A whole number in [min, max], both ends included. */
  integer(min: number, max: number): number;
  /** Normally distributed (Box-Muller). */
  normal(mean?: number, sd?: number): number;
  /** True with the given probability. */
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** Picks by weight: `weighted([['Irrigation', 5], ['Observation', 2]])`. */
  weighted<T>(entries: ReadonlyArray<readonly [T, number]>): T;
  /** A new, independent source derived from this one and a label (for per-site streams). */
  fork(label: string | number): Random;
}

function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a of a text, to turn labels into seeds. */
export function hashSeed(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export function createRandom(seed: number | string): Random {
  const numericSeed = typeof seed === 'number' ? seed : hashSeed(seed);
  const next = mulberry32(numericSeed);
  let spare: number | null = null;
  const random: Random = {
    next,
    between: (min, max) => min + (max - min) * next(),
    integer: (min, max) => min + Math.floor((max - min + 1) * next()),
    normal(mean = 0, sd = 1) {
      if (spare !== null) {
        const value = spare;
        spare = null;
        return mean + sd * value;
      }
      const u = 1 - next();
      const v = next();
      const radius = Math.sqrt(-2 * Math.log(u));
      spare = radius * Math.sin(2 * Math.PI * v);
      return mean + sd * radius * Math.cos(2 * Math.PI * v);
    },
    chance: (probability) => next() < probability,
    pick: (items) => items[Math.floor(next() * items.length)],
    weighted(entries) {
      const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
      let target = next() * total;
      for (const [value, weight] of entries) {
        target -= weight;
        if (target < 0) return value;
      }
      return entries[entries.length - 1][0];
    },
    fork: (label) => createRandom(hashSeed(`${numericSeed}:${label}`)),
  };
  return random;
}

/** Rounds to a number of decimals; never answers -0 (which PostgreSQL would store and print as "-0"). */
export function round(value: number, decimals = 1): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor + 0;
}
