import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../helpers/databases';
import { placeReadyOrder } from '../helpers/ready-order';
import { loadSiteBuild, type SiteBuild } from '../helpers/site-build';
import { createTestApp, type TestApp } from '../helpers/test-app';

const kinds = await databaseKinds();

let site: SiteBuild | undefined;
beforeAll(async () => {
  site = await loadSiteBuild();
});
afterAll(async () => {
  await site?.close();
});

/**
 * «Оплатить» on a server started on another port than 3000 with no PUBLIC_BASE_URL: the browser
 * follows a redirect only within `form-action 'self'`, so every hop must stay on the address the
 * page came from.
 */
describe.each(kinds)('the pay redirect on a server on port 3100 on %s', (kind) => {
  let t: TestApp;
  const html = { accept: 'text/html,application/xhtml+xml' };
  const post = (url: string, fields: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { ...html, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
    });

  beforeAll(async () => {
    t = await createTestApp(kind, { PORT: '3100' }, { site });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('makes its links with the port it runs on', () => {
    expect(t.config.PUBLIC_BASE_URL).toBe('http://localhost:3100');
  });

  it('sends the browser to the test gateway and back on this very site', async () => {
    const order = await placeReadyOrder(t);
    const query = `?token=${encodeURIComponent(order.token)}`;
    const pay = await post(`/orders/${order.number}/pay${query}`);
    expect(pay.statusCode).toBeGreaterThanOrEqual(300);
    expect(pay.statusCode).toBeLessThan(400);
    const gateway = String(pay.headers.location);
    // A path: the browser resolves it against the page's own origin, which `'self'` allows.
    expect(gateway).toMatch(/^\/test-gateway\/tg_\w+$/);
    const page = await t.app.inject({ method: 'GET', url: gateway, headers: html });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Тестовый платёжный шлюз');

    // «Оставить в обработке»: the same return, without a notification to a port nobody listens on.
    const paid = await post(gateway, { outcome: 'pending' });
    expect(paid.statusCode).toBeGreaterThanOrEqual(300);
    expect(paid.statusCode).toBeLessThan(400);
    const back = String(paid.headers.location);
    expect(back).toMatch(/^\/payment-success\?payment=[\w-]+&access=[\w-]+$/);
    const result = await t.app.inject({ method: 'GET', url: back, headers: html });
    expect(result.statusCode).toBe(200);
  });
});
