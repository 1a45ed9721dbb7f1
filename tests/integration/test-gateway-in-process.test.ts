import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createServices } from '../../core/services';
import { orderStatusHistory, orders, outbox, testGatewayPayments } from '../../db/schema';
import { databaseKinds } from '../helpers/databases';
import { placeReadyOrder } from '../helpers/ready-order';
import { loadSiteBuild, type SiteBuild } from '../helpers/site-build';
import { createTestApp, type TestApp } from '../helpers/test-app';

const kinds = await databaseKinds();

let site: SiteBuild;
beforeAll(async () => {
  site = await loadSiteBuild();
});
afterAll(async () => {
  await site?.close();
});

/**
 * The test gateway's page decides a payment and the site learns of it in process: a tester (or
 * anyone holding a test payment's id) cannot make the server send a request anywhere, whatever
 * Host or X-Forwarded-Host the request carries.
 */
describe.each(kinds)('the test gateway on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind, { PUBLIC_BASE_URL: 'https://inocheck.test' }, { site });
  });
  afterAll(async () => {
    await t?.close();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  const decide = (id: string, outcome: string) =>
    t.app.inject({
      method: 'POST',
      url: `/test-gateway/${id}`,
      headers: {
        host: 'attacker.example',
        'x-forwarded-host': 'evil.example:8443',
        'x-forwarded-proto': 'http',
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'text/html',
      },
      payload: new URLSearchParams({ outcome }).toString(),
    });

  it('pays the order without any HTTP request, and a second decision changes and sends nothing', async () => {
    const order = await placeReadyOrder(t);
    const started = await createServices(t.database.db, t.config).payments.start(
      order.number,
      order.token,
    );
    if (started.kind !== 'redirect') throw new Error('no redirect');
    const id = started.url.split('/').pop()!;
    const fetchSpy = vi.spyOn(globalThis, 'fetch');

    const paid = await decide(id, 'succeeded');
    expect(paid.statusCode).toBe(302);
    expect(paid.headers.location).toMatch(/^\/payment-success\?/);
    expect(fetchSpy).not.toHaveBeenCalled();
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row?.status).toBe('paid');

    // Deciding again (the other way) leaves the payment as it was and tells nobody anything.
    const again = await decide(id, 'canceled');
    expect(again.statusCode).toBe(302);
    expect(fetchSpy).not.toHaveBeenCalled();
    const [gatewayRow] = await t.database.db
      .select()
      .from(testGatewayPayments)
      .where(eq(testGatewayPayments.id, id));
    expect(gatewayRow?.status).toBe('succeeded');
    const history = await t.database.db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, order.id));
    expect(history.filter((h) => h.toStatus === 'paid')).toHaveLength(1);
    const mails = await t.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.orderId, order.id), eq(outbox.kind, 'payment-failed')));
    expect(mails).toHaveLength(0);
  });

  it('answers 404 for an unknown test payment and sends nothing', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    expect((await decide('tg_000000000000000000000000', 'succeeded')).statusCode).toBe(404);
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
