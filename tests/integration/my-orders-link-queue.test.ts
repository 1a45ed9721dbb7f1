import { performance } from 'node:perf_hooks';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { myOrdersServices } from '../../core/customers/my-orders-services';
import type { Database } from '../../db/client';
import { outbox } from '../../db/schema';
import { databaseKinds } from '../helpers/databases';
import { placeReadyOrder } from '../helpers/ready-order';
import { createTestApp, type TestApp } from '../helpers/test-app';

const kinds = await databaseKinds();
const ROUNDS = 15;

/** The database as the answer path sees it: every top-level call it makes is written down. */
function recordingDatabase(db: Database, calls: string[]): Database {
  return new Proxy(db, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        calls.push(String(property));
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

/**
 * Penetration test finding 11: asking for a «Мои заказы» link took longer when the address had
 * orders. The answer now only queues the request; the lookup and the mail come after it.
 */
describe.each(kinds)('queued «Мои заказы» link requests on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { PUBLIC_BASE_URL: 'https://inocheck.test' });
  });
  afterAll(async () => {
    await t?.close();
  });

  const linksTo = async (email: string) =>
    t.database.db
      .select({ id: outbox.id })
      .from(outbox)
      .where(and(eq(outbox.to, email), eq(outbox.kind, 'my-orders-link')));

  it('answers without reading orders or writing mail; the mail follows from the queue', async () => {
    const email = 'queued-buyer@example.ru';
    await placeReadyOrder(t, { email, status: 'new' });
    const calls: string[] = [];
    const services = myOrdersServices({
      db: recordingDatabase(t.database.db, calls),
      config: t.config,
      mail: t.mail,
    });

    // The medians of the answer, with and without orders (printed for the report; timing is
    // not asserted).
    const timings: Record<string, number[]> = { withOrders: [], without: [] };
    for (let i = 0; i < ROUNDS; i += 1) {
      for (const [label, address] of [
        ['withOrders', email],
        ['without', `nobody-${i}@example.ru`],
      ] as const) {
        const started = performance.now();
        await services.requestLink(address);
        timings[label]!.push(performance.now() - started);
      }
    }
    console.info(
      `[${kind}] link request median: with orders ${median(timings.withOrders!).toFixed(2)} ms, without ${median(timings.without!).toFixed(2)} ms`,
    );

    calls.length = 0;
    await services.requestLink(email);
    // One insert into the queue, nothing else: no select (orders), no transaction (mail).
    expect(calls).toEqual(['insert']);
    const queuedOnly = await linksTo(email);
    await t.mail.deliverDue();
    const afterPass = await linksTo(email);
    expect(afterPass.length).toBeGreaterThan(queuedOnly.length);
    expect(await linksTo('nobody-0@example.ru')).toEqual([]);
  });
});
