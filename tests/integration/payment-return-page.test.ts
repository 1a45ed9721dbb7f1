import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServices } from '../../core/services';
import { payments } from '../../db/schema';
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
 * `/payment-success`: the customer the provider sends back gets the order's private link again;
 * whoever has only the payment's id (a log line, a forwarded address) sees the result but no
 * link, and the request log keeps neither the id nor the proof.
 */
describe.each(kinds)('the payment result page on %s', (kind) => {
  let t: TestApp;
  const written: string[] = [];

  beforeAll(async () => {
    t = await createTestApp(
      kind,
      { PUBLIC_BASE_URL: 'https://inocheck.test' },
      { site, logStream: { write: (s) => written.push(s) } },
    );
  });
  afterAll(async () => {
    await t?.close();
  });

  const page = (url: string) =>
    t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

  it('hands out the order link only with the return address, and logs neither id nor proof', async () => {
    const order = await placeReadyOrder(t);
    const { payments: paymentServices } = createServices(t.database.db, t.config);
    const started = await paymentServices.start(order.number, order.token);
    if (started.kind !== 'redirect') throw new Error('no redirect');
    const decided = await paymentServices.testGateway.decide(
      started.url.split('/').pop()!,
      'succeeded',
    );
    const returnUrl = new URL(decided!.returnUrl);
    expect(returnUrl.origin).toBe('https://inocheck.test');
    const [payment] = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.orderId, order.id));
    expect(returnUrl.searchParams.get('payment')).toBe(payment!.publicId);
    const access = returnUrl.searchParams.get('access');
    expect(access).toMatch(/^[\w-]{40,}$/);
    const orderLink = `/orders/${order.number}?token=${order.token}`;

    // The customer back from the provider: the result and the way to the order.
    const returned = await page(`${returnUrl.pathname}${returnUrl.search}`);
    expect(returned.statusCode).toBe(200);
    expect(returned.body).toContain('Оплата прошла успешно');
    expect(returned.body).toContain(`href="${orderLink}"`);

    // Only the payment's id, or a made-up proof: the result, never the order's private link.
    for (const url of [
      `/payment-success?payment=${payment!.publicId}`,
      `/payment-success?payment=${payment!.publicId}&access=${access!.slice(0, -2)}xx`,
    ]) {
      const bare = await page(url);
      expect(bare.statusCode).toBe(200);
      expect(bare.body).toContain('Оплата прошла успешно');
      expect(bare.body).not.toContain(order.token);
      expect(bare.body).toContain('«Мои заказы»');
    }

    const log = written.join('\n');
    expect(log).toContain('/payment-success?payment=[redacted]&access=[redacted]');
    expect(log).not.toContain(payment!.publicId);
    expect(log).not.toContain(access!);
  });
});
