import { describe, expect, it, vi } from 'vitest';
import { failOpen, STORE_RETRY_AFTER_MS } from './fail-open-counter';
import type { HitCounter } from './hit-counter';

function flakyCounter() {
  let isAway = false;
  const counter: HitCounter & { setAway(away: boolean): void } = {
    hit: vi.fn(async () => {
      if (isAway) throw Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
      return { count: 7, resetInMs: 1000 };
    }),
    close: async () => undefined,
    setAway: (away) => {
      isAway = away;
    },
  };
  return counter;
}

describe('failOpen', () => {
  it('lets requests through while the store is away, asks it again only after a pause', async () => {
    let now = 0;
    const store = flakyCounter();
    const onDown = vi.fn();
    const onUp = vi.fn();
    const counter = failOpen(store, { onDown, onUp, now: () => now });

    expect(await counter.hit('k', 60_000)).toEqual({ count: 7, resetInMs: 1000 });
    store.setAway(true);
    expect(await counter.hit('k', 60_000)).toEqual({ count: 0, resetInMs: 60_000 });
    expect(onDown).toHaveBeenCalledTimes(1);
    expect(onDown.mock.calls[0]?.[0]).toMatchObject({ code: 'ECONNREFUSED' });

    // Within the pause the store is not asked at all: an outage adds no wait to requests.
    now += STORE_RETRY_AFTER_MS - 1;
    expect(await counter.hit('k', 60_000)).toEqual({ count: 0, resetInMs: 60_000 });
    expect(store.hit).toHaveBeenCalledTimes(2);

    // Still away after the pause: asked once, told nothing new.
    now += 1;
    expect(await counter.hit('k', 60_000)).toEqual({ count: 0, resetInMs: 60_000 });
    expect(store.hit).toHaveBeenCalledTimes(3);
    expect(onDown).toHaveBeenCalledTimes(1);

    store.setAway(false);
    now += STORE_RETRY_AFTER_MS;
    expect(await counter.hit('k', 60_000)).toEqual({ count: 7, resetInMs: 1000 });
    expect(onUp).toHaveBeenCalledTimes(1);
  });
});
