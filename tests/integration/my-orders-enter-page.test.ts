import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

describe('the sign-in page of «Мои заказы»', () => {
  it('sends a visitor who came without a link to the form that e-mails one', async () => {
    const bare = await t.app.inject({ method: 'GET', url: '/my-orders/enter' });
    expect(bare.statusCode).toBe(302);
    expect(bare.headers.location).toBe('/my-orders');
    const empty = await t.app.inject({ method: 'GET', url: '/my-orders/enter?token=' });
    expect(empty.headers.location).toBe('/my-orders');
  });

  it('shows the sign-in button for a link from the e-mail, spending nothing', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/my-orders/enter?token=abc-123' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('value="abc-123"');
    expect(page.headers['cache-control']).toBe('private, no-store');
  });
});
