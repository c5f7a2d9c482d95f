/**
 * Deterministic pseudo-randomness for demo tool output: the same input always
 * gives the same "data", in Node and in the browser alike, with no clock and no
 * Math.random.
 */

/** FNV-1a, 32-bit, over UTF-16 code units: small, fast and stable everywhere. */
export function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** A seeded stream of integers: each draw rehashes the seed with a counter. */
export function seeded(seed: string) {
  let n = 0;
  const next = () => hash32(`${seed}#${(n += 1)}`);
  return {
    int(min: number, max: number): number {
      return min + (next() % (max - min + 1));
    },
    pick<T>(items: readonly T[]): T {
      const item = items[next() % items.length];
      if (item === undefined) throw new Error('pick from an empty list');
      return item;
    },
  };
}
