import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSiteBuild, type SiteBuild } from '../helpers/site-build';
import { createTestApp, type TestApp } from '../helpers/test-app';

/** What a page's head asks the browser to fetch first: the order does not depend on the database. */
describe('the head of a page', () => {
  let site: SiteBuild;
  let t: TestApp;
  beforeAll(async () => {
    site = await loadSiteBuild();
    t = await createTestApp('pglite', {}, { site: { getBuild: site.getBuild } });
  });
  afterAll(async () => {
    await t?.close();
    await site?.close();
  });

  it.each(['/', '/countries/country/de', '/tariffs', '/how_to_check', '/?country=fr'])(
    '%s: the stylesheet first, the four font faces, then the scripts at low priority',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      const head = res.body.slice(0, res.body.indexOf('</head>'));
      const links = [...head.matchAll(/<link\b[^>]*>/g)].map((m) => m[0]);
      const kind = (link: string) =>
        /rel="stylesheet"/.test(link)
          ? 'style'
          : /rel="preload"[^>]*as="font"/.test(link)
            ? 'font'
            : /rel="modulepreload"/.test(link)
              ? 'script'
              : 'other';
      const order = links.map(kind).filter((k) => k !== 'other');
      expect(order[0]).toBe('style');
      expect(order.filter((k) => k === 'font')).toHaveLength(4);
      const scripts = links.filter((link) => kind(link) === 'script');
      expect(scripts.length).toBeGreaterThan(2);
      // Few files: the framework, the entry, the shared pieces and the page's own.
      expect(scripts.length).toBeLessThanOrEqual(10);
      for (const link of scripts) expect(link).toContain('fetchpriority="low"');
      expect(order.lastIndexOf('font')).toBeLessThan(order.indexOf('script'));
    },
  );
});
