import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
