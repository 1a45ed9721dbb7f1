import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';

describe('sitemap and robots', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { PUBLIC_BASE_URL: 'https://inocheck.example' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lists the public pages, every article, continent, country and tariff page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    for (const path of [
      '/',
      '/countries',
      '/tariffs',
      '/blogs',
      '/feedbacks',
      '/about',
      '/privacy',
      '/oferta',
      '/how_to_check',
      '/check_inn',
      '/countries/continent/cis',
      '/countries/country/de',
      '/countries/country/ab',
    ]) {
      expect(locs, path).toContain(`https://inocheck.example${path}`);
    }
    expect(
      locs.filter((l) => /\/countries\/country\/[a-z]{2}$/.test(l ?? '')).length,
    ).toBeGreaterThan(200);
    expect(locs.some((l) => /\/countries\/country\/fr\/report\/\d+$/.test(l ?? ''))).toBe(true);
    expect(new Set(locs).size).toBe(locs.length);
  });

  it('keeps order pages out of robots without naming the staff area, and points to the sitemap', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    // Staff pages carry noindex themselves; robots.txt is public and would only advertise them.
    expect(res.body).not.toContain('admin1515');
    expect(res.body).toContain('Disallow: /orders/');
    expect(res.body).toContain('Disallow: /my-orders');
    expect(res.body).toContain('Disallow: /test-gateway/');
    expect(res.body).toContain('Sitemap: https://inocheck.example/sitemap.xml');
  });
});
