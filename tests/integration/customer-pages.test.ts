import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, orderStatusHistory } from '../../db/schema';
import { placeReadyOrder } from '../helpers/ready-order';
import { loadSiteBuild, type SiteBuild } from '../helpers/site-build';
import { createTestApp, type TestApp } from '../helpers/test-app';

let site: SiteBuild | undefined;
let t: TestApp;
beforeAll(async () => {
  site = await loadSiteBuild();
  t = await createTestApp('pglite', {}, { site });
});
afterAll(async () => {
  await t?.close();
  await site?.close();
});

/** The links to «Мои заказы» in one part of a page, found by the part's test id. */
function myOrdersLinks(html: string, testId: string): number {
  const start = html.indexOf(`data-testid="${testId}"`);
  expect(start, testId).toBeGreaterThan(-1);
  const tag = html.lastIndexOf('<', start);
  const name = /^<(\w+)/.exec(html.slice(tag))?.[1] ?? '';
  const end = html.indexOf(`</${name}>`, start);
  const part = html.slice(start, end);
  return (part.match(/href="\/my-orders"/g) ?? []).length;
}

// Issue 27: «Мои заказы» was linked from nowhere.
describe('links to «Мои заказы»', () => {
  it('are in the desktop header and the footer of every page', async () => {
    for (const url of ['/', '/tariffs', '/countries']) {
      const page = await t.app.inject({ method: 'GET', url });
      expect(page.statusCode, url).toBe(200);
      expect(myOrdersLinks(page.body, 'desktop-header'), url).toBe(1);
      expect(myOrdersLinks(page.body, 'footer'), url).toBe(1);
    }
  });

  it('is on the order page', async () => {
    const order = await placeReadyOrder(t, { status: 'new' });
    const page = await t.app.inject({
      method: 'GET',
      url: `/orders/${order.number}?token=${order.token}`,
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toMatch(
      /data-testid="order-my-orders"[^>]*href="\/my-orders"|href="\/my-orders"[^>]*data-testid="order-my-orders"/,
    );
  });
});

// Issue 27: the order's date was UTC's while its timeline said Moscow's.
describe('dates on the order page', () => {
  it('are Moscow dates: an order placed at 01:30 in Moscow is dated that day', async () => {
    const order = await placeReadyOrder(t, { status: 'new' });
    const placedAt = new Date('2026-03-11T22:30:00Z');
    await t.database.db.update(orders).set({ createdAt: placedAt }).where(eq(orders.id, order.id));
    await t.database.db
      .update(orderStatusHistory)
      .set({ createdAt: placedAt })
      .where(eq(orderStatusHistory.orderId, order.id));
    const page = await t.app.inject({
      method: 'GET',
      url: `/orders/${order.number}?token=${order.token}`,
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Заказ от <!-- -->12 марта 2026 г.');
    expect(page.body).not.toContain('11 марта 2026');
  });
});
