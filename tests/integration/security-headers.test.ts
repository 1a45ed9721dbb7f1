import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';

/** Header logic does not depend on the database: the embedded one is enough. */
describe('security headers', () => {
  let site: TestApp;
  let shop: TestApp;
  beforeAll(async () => {
    site = await createTestApp('pglite');
    shop = await createTestApp('pglite', {
      PAYMENT_PROVIDER: 'yookassa',
      YOOKASSA_SHOP_ID: '123456',
      YOOKASSA_SECRET_KEY: 'test_secret',
    });
  });
  afterAll(async () => {
    await site?.close();
    await shop?.close();
  });

  const cspOf = (res: { headers: Record<string, unknown> }) =>
    String(res.headers['content-security-policy'] ?? '');

  it('turns off browser features no page uses', async () => {
    const res = await site.app.inject({ method: 'GET', url: '/healthz' });
    const policy = String(res.headers['permissions-policy']);
    for (const feature of ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()']) {
      expect(policy).toContain(feature);
    }
  });

  it('names only features browsers know, so no page logs a warning about the header', async () => {
    // Chromium 156 logs «Unrecognized feature» for names outside its list (such as
    // `bluetooth`) on every page; these are the ones it, Firefox and Safari accept.
    const known = new Set([
      'camera',
      'microphone',
      'geolocation',
      'payment',
      'usb',
      'serial',
      'hid',
      'browsing-topics',
      'fullscreen',
      'autoplay',
      'display-capture',
    ]);
    const res = await site.app.inject({ method: 'GET', url: '/healthz' });
    const features = String(res.headers['permissions-policy'])
      .split(',')
      .map((entry) => entry.trim().split('=')[0]);
    expect(features.length).toBeGreaterThan(0);
    expect(features.filter((name) => !known.has(name ?? ''))).toEqual([]);
  });

  it('lets forms answer only with this site, or YooKassa\u2019s checkout when it takes payments', async () => {
    const own = await site.app.inject({ method: 'GET', url: '/healthz' });
    expect(cspOf(own)).toContain("form-action 'self';");
    const paying = await shop.app.inject({ method: 'GET', url: '/healthz' });
    expect(cspOf(paying)).toMatch(
      /form-action 'self' https:\/\/yoomoney\.ru https:\/\/\*\.yoomoney\.ru/,
    );
  });

  it('says nothing about the insides on /healthz', async () => {
    const res = await site.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.json()).toEqual({ status: 'ok' });
  });
});
