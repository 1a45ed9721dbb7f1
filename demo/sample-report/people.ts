import type { NamePool } from './locale/name-pool';
import type { Random } from './random';

/**
 * A person's full name in the pool's language; women's surnames take their own form. A given
 * `surname` (a founder the company is named after) is used as is.
 */
export function personName(
  random: Random,
  pool: NamePool,
  avoid: Set<string> = new Set(),
  surname?: string,
) {
  for (;;) {
    const given = random.pick(pool.given);
    const isWoman = given.endsWith('*');
    const family = surname ?? random.pick(pool.surnames);
    const name = `${given.replace('*', '')} ${isWoman && pool.feminine ? pool.feminine(family) : family}`;
    // Several people in one report must not share a name; the pools are large enough.
    if (!avoid.has(name)) {
      avoid.add(name);
      return name;
    }
  }
}
