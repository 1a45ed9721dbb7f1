import { createHash, randomBytes } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffContentServices } from '../../contracts/staff/content';
import type { StaffActor } from '../../contracts/staff/roles';
import { createServices } from '../../core/services';
import { databaseKinds } from '../helpers/databases';
import { loadSiteBuild, type SiteBuild } from '../helpers/site-build';
import { createTestStaffActor } from '../helpers/staff';
import { createTestApp, type TestApp } from '../helpers/test-app';

const kinds = await databaseKinds();

type Injected = Awaited<ReturnType<TestApp['app']['inject']>>;

const headerNonce = (res: Injected) =>
  /script-src[^;]*'nonce-([^']+)'/.exec(String(res.headers['content-security-policy']))?.[1];
const bodyNonces = (res: Injected) =>
  new Set([...res.body.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]));
const headerHashes = (res: Injected) =>
  new Set(
    [...String(res.headers['content-security-policy']).matchAll(/'(sha256-[^']+)'/g)].map(
      (m) => m[1],
    ),
  );
/** The page's inline scripts as the browser hashes them (JSON-LD is data, not a script). */
const bodyScriptHashes = (res: Injected) =>
  new Set(
    [...res.body.matchAll(/<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/g)]
      .filter((m) => !/type="application\/ld\+json"/.test(m[1]!))
      .map((m) => `sha256-${createHash('sha256').update(m[2]!).digest('base64')}`),
  );

describe('the page cache', () => {
  let site: SiteBuild;
  beforeAll(async () => {
    site = await loadSiteBuild();
  });
  afterAll(async () => {
    await site?.close();
  });

  describe.each(kinds)('on %s', (kind) => {
    let t: TestApp;
    let content: StaffContentServices;
    let actor: StaffActor;
    beforeAll(async () => {
      t = await createTestApp(kind, {}, { site: { getBuild: site.getBuild } });
      content = createServices(t.database.db, t.config, t).staff.content;
      actor = await createTestStaffActor(t.database, 'admin', 'Администратор');
    });
    afterAll(async () => {
      await t?.close();
    });

    const get = (url: string, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'GET', url, headers });

    it('answers a kept page as the same bytes, its inline scripts allowed by their hashes', async () => {
      const first = await get('/countries/country/de');
      const second = await get('/countries/country/de');
      for (const res of [first, second]) {
        expect(res.statusCode).toBe(200);
        // No nonce anywhere: not in the policy, not on the page.
        expect(headerNonce(res)).toBeUndefined();
        expect(bodyNonces(res).size).toBe(0);
        // Every inline script of the page is allowed by its hash, and nothing else is.
        const scripts = bodyScriptHashes(res);
        expect(scripts.size).toBeGreaterThanOrEqual(2);
        expect(headerHashes(res)).toEqual(scripts);
        expect(String(res.headers['content-security-policy'])).toMatch(
          /script-src 'self' 'sha256-/,
        );
      }
      expect(first.headers.etag).toMatch(/^W\/".+"$/);
      expect(second.headers.etag).toBe(first.headers.etag);
      expect(second.headers['content-security-policy']).toBe(
        first.headers['content-security-policy'],
      );
      expect(second.body).toBe(first.body);
    });

    it('answers a kept page in brotli or gzip compressed once, decoding to the same page', async () => {
      const plain = await get('/countries/country/fr');
      const br = await get('/countries/country/fr', { 'accept-encoding': 'gzip, deflate, br' });
      expect(br.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain.body);
      const gzip = await get('/countries/country/fr', { 'accept-encoding': 'gzip;q=1, br;q=0' });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzip.rawPayload).toString('utf8')).toBe(plain.body);
      for (const res of [br, gzip]) {
        expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
        expect(res.headers['content-security-policy']).toBe(
          plain.headers['content-security-policy'],
        );
      }
    });

    it('answers 304 without a body, with the policy of the version the browser has', async () => {
      const page = await get('/tariffs');
      const etag = String(page.headers.etag);
      const again = await get('/tariffs', { 'if-none-match': etag });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers['content-security-policy']).toBe(
        page.headers['content-security-policy'],
      );
      expect(again.headers.etag).toBe(etag);
      const other = await get('/tariffs', { 'if-none-match': 'W/"something-else"' });
      expect(other.statusCode).toBe(200);
      expect(other.body).toBe(page.body);
    });

    it('shows a staff edit of a country text and of a price right away', async () => {
      const text = `Особенности реестра ${randomBytes(4).toString('hex')}`;
      const before = await get('/countries/country/de');
      expect(before.body).not.toContain(text);
      await content.updateText(actor, 'de', { content: text });
      const after = await get('/countries/country/de');
      expect(after.body).toContain(text);
      expect(after.headers.etag).not.toBe(before.headers.etag);
      // The browser's copy is no longer current either.
      const revalidated = await get('/countries/country/de', {
        'if-none-match': String(before.headers.etag),
      });
      expect(revalidated.statusCode).toBe(200);

      const country = await content.getCountry(actor, 'fr');
      const tariff = country!.tariffs.find((x) => !x.retiredAt)!;
      const price = tariff.price + 1234;
      const formatted = new Intl.NumberFormat('ru-RU').format(price);
      expect((await get('/tariffs')).body).not.toContain(formatted);
      await content.updateTariff(actor, 'fr', tariff.id, {
        name: tariff.name,
        price,
        currency: tariff.currency,
        minDays: tariff.minDays,
        maxDays: tariff.maxDays,
        sortOrder: tariff.sortOrder,
      } as never);
      expect((await get('/tariffs')).body).toContain(formatted);
    });

    it('never keeps a page for a signed-in visitor, a private page, a query or an error', async () => {
      const uncached = [
        await get('/countries/country/de', { cookie: 'inocheck_staff=whatever' }),
        await get('/', { cookie: 'any=1' }),
        await get('/countries/country/de?token=abc'),
        // A search rendered on the server: its own answer, never served to the next visitor.
        await get('/countries/country/de?name=Schmidt'),
        await get('/my-orders'),
        await get('/order'),
        await get('/no-such-article-here'),
      ];
      for (const res of uncached.slice(0, -1)) {
        expect(res.headers.etag).toBeUndefined();
        if (!res.headers['content-type']?.toString().startsWith('text/html')) continue;
        // Rendered for this answer: its scripts carry this answer's nonce.
        const nonce = headerNonce(res);
        expect(nonce).toBeTruthy();
        expect([...bodyNonces(res)]).toEqual([nonce]);
      }
      // A page not found is rendered for the cache but not kept: allowed by its hashes.
      const missing = uncached.at(-1)!;
      expect(missing.statusCode).toBe(404);
      expect(missing.headers.etag).toBeUndefined();
      expect(headerHashes(missing)).toEqual(bodyScriptHashes(missing));
      const staff = await get('/admin1515');
      expect(staff.headers.etag).toBeUndefined();
    });

    it('answers many asking at once with one version of the page, rendered once', async () => {
      await content.updateText(actor, 'it', {
        content: `Италия ${randomBytes(4).toString('hex')}`,
      });
      const answers = await Promise.all(
        Array.from({ length: 8 }, () => get('/countries/country/it')),
      );
      expect(new Set(answers.map((res) => res.headers.etag)).size).toBe(1);
      expect(answers[0]?.headers.etag).toMatch(/^W\//);
      expect(new Set(answers.map((res) => res.body)).size).toBe(1);
      expect(new Set(answers.map((res) => res.headers['content-security-policy'])).size).toBe(1);
    });
  });
});
