import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabaseHitCounter } from '../../core/rate-limit/database-hit-counter';
import { createRedisHitCounter } from '../../core/rate-limit/redis-hit-counter';
import type { DatabaseHandle } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { databaseKinds, openTestDatabase } from '../helpers/databases';
import {
  isRedisReachable,
  redisKeysUnder,
  TEST_REDIS_URL,
  uniqueRedisPrefix,
} from '../helpers/redis';

const kinds = await databaseKinds();
const hasRedis = await isRedisReachable();

const MINUTE = 60_000;

/** A clock the test moves by hand. */
function manualClock(start = Date.parse('2026-11-25T10:00:00Z')) {
  let now = start;
  return {
    now: () => new Date(now),
    advance: (ms: number) => {
      now += ms;
    },
  };
}

describe.each(kinds)('request counters in the %s database', (kind) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.close();
  });

  const rowsOf = async (key: string) =>
    queryRows<{ count: number }>(
      database.db,
      sql`select count from rate_limit_hits where key = ${key}`,
    );

  it('counts within the window and starts afresh once it has passed', async () => {
    const clock = manualClock();
    const counter = createDatabaseHitCounter(database.db, { now: clock.now });
    expect(await counter.hit('expiry', MINUTE)).toEqual({ count: 1, resetInMs: MINUTE });
    clock.advance(20_000);
    expect(await counter.hit('expiry', MINUTE)).toEqual({ count: 2, resetInMs: 40_000 });
    clock.advance(39_999);
    expect(await counter.hit('expiry', MINUTE)).toEqual({ count: 3, resetInMs: 1 });
    clock.advance(1);
    expect(await counter.hit('expiry', MINUTE)).toEqual({ count: 1, resetInMs: MINUTE });
    expect(await counter.hit('another key', MINUTE)).toEqual({ count: 1, resetInMs: MINUTE });
    await counter.close();
  });

  it('counts every one of many simultaneous requests exactly once', async () => {
    const counter = createDatabaseHitCounter(database.db);
    const counts = await Promise.all(
      Array.from({ length: 20 }, () => counter.hit('simultaneous', MINUTE)),
    );
    expect(counts.map((c) => c.count).sort((x, y) => x - y)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
    await counter.close();
  });

  it('deletes the rows of windows that have passed, a minute after the last sweep', async () => {
    const clock = manualClock(Date.parse('2026-11-25T12:00:00Z'));
    const counter = createDatabaseHitCounter(database.db, { now: clock.now });
    await counter.hit('gone', 1_000);
    await counter.hit('kept', 10 * MINUTE);
    clock.advance(MINUTE - 1);
    await counter.hit('kept', 10 * MINUTE);
    await counter.close();
    expect(await rowsOf('gone')).toHaveLength(1);
    clock.advance(1);
    await counter.hit('kept', 10 * MINUTE);
    await counter.close();
    expect(await rowsOf('gone')).toHaveLength(0);
    expect(await rowsOf('kept')).toEqual([{ count: 3 }]);
  });
});

describe.skipIf(!hasRedis)('request counters in Redis', () => {
  const prefix = uniqueRedisPrefix();
  const counter = createRedisHitCounter({ url: TEST_REDIS_URL, keyPrefix: prefix });
  afterAll(async () => {
    await counter.close();
    await redisKeysUnder(prefix, { remove: true });
  });

  it('counts within the window, under the prefix', async () => {
    const first = await counter.hit('window', MINUTE);
    expect(first).toEqual({ count: 1, resetInMs: MINUTE });
    const second = await counter.hit('window', MINUTE);
    expect(second.count).toBe(2);
    expect(second.resetInMs).toBeGreaterThan(0);
    expect(second.resetInMs).toBeLessThanOrEqual(MINUTE);
    expect(await redisKeysUnder(prefix, { remove: false })).toEqual([`${prefix}rate-limit:window`]);
  });

  it('starts afresh once the window has passed', async () => {
    // Redis keeps its own clock: a window of 50 ms, asked again until the key has expired.
    expect((await counter.hit('short', 50)).count).toBe(1);
    let count = (await counter.hit('short', 50)).count;
    expect(count).toBe(2);
    const deadline = Date.now() + 10_000;
    while (count !== 1 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      count = (await counter.hit('short', 50)).count;
    }
    expect(count).toBe(1);
  });
});
