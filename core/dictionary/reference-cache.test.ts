import { describe, expect, it } from 'vitest';
import { createReferenceCache } from './reference-cache';

describe('reference cache', () => {
  it('loads once, shares the load between concurrent readers, loads again after invalidation', async () => {
    const cache = createReferenceCache();
    let loads = 0;
    const load = async () => ({ version: ++loads });
    const [a, b] = await Promise.all([cache.get('k', load), cache.get('k', load)]);
    expect(a).toBe(b);
    expect(await cache.get('k', load)).toEqual({ version: 1 });
    const reasons: string[] = [];
    cache.subscribe((reason) => reasons.push(reason));
    cache.invalidate('tariffs');
    expect(await cache.get('k', load)).toEqual({ version: 2 });
    expect(reasons).toEqual(['tariffs']);
  });

  it('forgets a failed load', async () => {
    const cache = createReferenceCache();
    await expect(cache.get('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('k', async () => 'up')).toBe('up');
  });

  it('serves nothing older than its maximum age', async () => {
    let clock = 0;
    const cache = createReferenceCache({ maxAgeMs: 1000, now: () => clock });
    let loads = 0;
    const load = async () => ++loads;
    await cache.get('k', load);
    clock = 999;
    expect(await cache.get('k', load)).toBe(1);
    clock = 1000;
    expect(await cache.get('k', load)).toBe(2);
  });

  it('freezes what it hands out, so no reader can change it for the others', async () => {
    const cache = createReferenceCache();
    const list = await cache.get('k', async () => [{ name: 'Германия' }]);
    expect(() => list.push({ name: 'x' })).toThrow();
    expect(() => {
      list[0]!.name = 'x';
    }).toThrow();
  });
});
