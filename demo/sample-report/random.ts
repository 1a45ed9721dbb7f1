/** A small seeded generator, so that a country's sample company is the same on every run. */
export interface Random {
  /** A float in [0, 1). */
  next(): number;
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  /** `count` different items, in random order. */
  pickSome<T>(items: readonly T[], count: number): T[];
  chance(probability: number): boolean;
  digits(count: number): string;
}

function hashSeed(seed: string): number {
  // FNV-1a: spreads similar seeds ('DE', 'DK') far apart.
  let hash = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) {
    hash ^= seed.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: tiny, fast and good enough for demo data (not for anything secret). */
export function createRandom(seed: string): Random {
  let state = hashSeed(seed);
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[int(0, items.length - 1)] as T;
  };
  return {
    next,
    int,
    pick,
    pickSome<T>(items: readonly T[], count: number) {
      const pool = [...items];
      const result: T[] = [];
      while (result.length < count && pool.length > 0) {
        result.push(pool.splice(int(0, pool.length - 1), 1)[0] as T);
      }
      return result;
    },
    chance: (probability) => next() < probability,
    digits: (count) => Array.from({ length: count }, (_, i) => int(i === 0 ? 1 : 0, 9)).join(''),
  };
}
