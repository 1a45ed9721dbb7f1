import { randomBytes } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
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

    it('answers a kept page with a fresh nonce each time, the same in the policy and the page', async () => {
      const first = await get('/countries/country/de');
      const second = await get('/countries/country/de');
      for (const res of [first, second]) {
        expect(res.statusCode).toBe(200);
        const nonce = headerNonce(res);
        expect(nonce).toMatch(/^[A-Za-z0-9+/=]{20,}$/);
        // Every inline script of the page carries this answer's nonce, and no other.
        expect([...bodyNonces(res)]).toEqual([nonce]);
        expect(res.body).not.toContain('nonce-placeholder');
      }
      expect(headerNonce(first)).not.toBe(headerNonce(second));
      expect(first.headers.etag).toMatch(/^W\/".+"$/);
      expect(second.headers.etag).toBe(first.headers.etag);
      // Apart from the nonce, the same page.
      const normalised = (res: Injected) => res.body.replaceAll(headerNonce(res)!, 'N');
      expect(normalised(second)).toBe(normalised(first));
    });

    it('answers a kept page in gzip made from pieces compressed once, even when brotli is offered', async () => {
      await get('/countries/country/fr');
      const plain = await get('/countries/country/fr');
      const packed = await get('/countries/country/fr', { 'accept-encoding': 'gzip, deflate, br' });
      expect(packed.headers['content-encoding']).toBe('gzip');
      expect(String(packed.headers.vary)).toMatch(/accept-encoding/i);
      const body = gunzipSync(packed.rawPayload).toString('utf8');
      const nonce = headerNonce(packed)!;
      expect(body).toContain(`nonce="${nonce}"`);
      expect(body.replaceAll(nonce, 'N')).toBe(plain.body.replaceAll(headerNonce(plain)!, 'N'));
    });

    it('answers 304 without a body or a new policy when the browser has this version', async () => {
      const page = await get('/tariffs');
      const etag = String(page.headers.etag);
      const again = await get('/tariffs', { 'if-none-match': etag });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers['content-security-policy']).toBeUndefined();
      expect(again.headers.etag).toBe(etag);
      const other = await get('/tariffs', { 'if-none-match': 'W/"something-else"' });
      expect(other.statusCode).toBe(200);
      expect(headerNonce(other)).toBeTruthy();
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
        await get('/my-orders'),
        await get('/order'),
        await get('/no-such-article-here'),
      ];
      for (const res of uncached) {
        expect(res.headers.etag).toBeUndefined();
        const nonce = headerNonce(res);
        if (res.headers['content-type']?.toString().startsWith('text/html') && nonce) {
          expect([...bodyNonces(res)].every((n) => n === nonce)).toBe(true);
          expect(res.body).not.toContain('nonce-placeholder');
        }
      }
      expect(uncached.at(-1)?.statusCode).toBe(404);
      const staff = await get('/admin1515');
      expect(staff.headers.etag).toBeUndefined();
    });

    it('answers many asking at once with one version of the page, each with its own nonce', async () => {
      await content.updateText(actor, 'it', {
        content: `Италия ${randomBytes(4).toString('hex')}`,
      });
      const answers = await Promise.all(
        Array.from({ length: 8 }, () => get('/countries/country/it')),
      );
      expect(new Set(answers.map((res) => res.headers.etag)).size).toBe(1);
      expect(answers[0]?.headers.etag).toMatch(/^W\//);
      expect(new Set(answers.map(headerNonce)).size).toBe(8);
    });
  });
});
