import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_LIMITS } from '../../contracts/client-limits';
import type { FindCompanyResponse } from '../../contracts/company-search';
import { SCREENING_NOTHING_TO_CHECK, SCREENING_STATUS_TEXT } from '../../contracts/screening';
import { importSanctionsList } from '../../core/sanctions/import-list';
import { readListFiles } from '../../core/sanctions/read-list-files';
import { companies } from '../../db/schema';
import { seedDemoCompanies } from '../../demo/register/seed-demo-companies';
import { loadCompanies } from '../helpers/company-fixtures';
import { databaseKinds } from '../helpers/databases';
import { SNAPSHOT_DIR } from '../helpers/sanctions-snapshots';
import { loadSiteBuild, type SiteBuild } from '../helpers/site-build';
import { createTestApp, type TestApp } from '../helpers/test-app';

const kinds = await databaseKinds();

/** A money exchange the UK list names (entity, Afghanistan), and a company sharing a word. */
const LISTED = 'Haji Khairullah Haji Sattar Money Exchange';
const CLEAN = 'Sattar Dried Fruit Company';

/** The badge's text as the server renders it (React may split text with comments). */
const badgeOf = (html: string, name: string) => {
  const card = html.slice(html.indexOf(`>${name}</h`));
  return /data-testid="screening-badge" data-screening="(\w+)"[^>]*>(?:<svg.*?<\/svg>)?([^<]*)</.exec(
    card,
  );
};

describe('the sanctions badge and check pages rendered on the server', () => {
  let site: SiteBuild;
  beforeAll(async () => {
    site = await loadSiteBuild();
  });
  afterAll(async () => {
    await site?.close();
  });

  describe.each(kinds)('with no list loaded, on %s', (kind) => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(kind, {}, { site: { getBuild: site.getBuild } });
      // Two companies: a single one found would send the page straight to the order form.
      await loadCompanies(t.database, [
        { countryCode: 'AF', name: LISTED, regCode: 'AF-771' },
        { countryCode: 'AF', name: CLEAN, regCode: 'AF-772' },
      ]);
    });
    afterAll(async () => {
      await t?.close();
    });
    const get = (url: string) =>
      t.app.inject({ method: 'GET', url, remoteAddress: '198.51.100.250' });

    it('claims nothing while no list is loaded', async () => {
      const res = await get('/countries/country/af?name=Sattar');
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain(CLEAN);
      expect(res.body).not.toContain('data-testid="screening-badge"');
      expect(res.body).not.toContain(SCREENING_STATUS_TEXT.clear);
    });
  });

  describe.each(kinds)('on %s', (kind) => {
    let t: TestApp;
    let client = 0;
    // Each request a client of its own, so the limits of one test do not reach another.
    const get = (url: string, remoteAddress = `198.51.100.${++client}`) =>
      t.app.inject({ method: 'GET', url, remoteAddress });
    const companyId = async (regCode: string) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/SearchReport/FindCompany',
        payload: { countryId: 'AF', reportContentTypeId: 'credit', company: { regCode } },
      });
      return (res.json() as FindCompanyResponse).request!.id;
    };

    beforeAll(async () => {
      t = await createTestApp(kind, {}, { site: { getBuild: site.getBuild } });
      await loadCompanies(t.database, [
        { countryCode: 'AF', name: LISTED, regCode: 'AF-771' },
        { countryCode: 'AF', name: CLEAN, regCode: 'AF-772' },
      ]);
      const file = `${SNAPSHOT_DIR}uk-sanctions-list-excerpt-2026-09-07.xml`;
      await importSanctionsList(t.database.db, await readListFiles('uk', file), { actor: 'test' });
    });
    afterAll(async () => {
      await t?.close();
    });

    it('badges a listed and a clean company on the country page, with the lists’ date', async () => {
      const res = await get('/countries/country/af?name=Sattar');
      expect(res.statusCode).toBe(200);
      const listed = badgeOf(res.body, LISTED);
      expect(listed?.[1]).toBe('match');
      expect(listed?.[2]).toBe(SCREENING_STATUS_TEXT.match);
      const clean = badgeOf(res.body, CLEAN);
      expect(clean?.[1]).toBe('clear');
      expect(clean?.[2]).toBe(SCREENING_STATUS_TEXT.clear);
      expect(res.body).toMatch(/Проверено по 1 списку от (<!-- -->)?07\.09\.2026/);
      expect(res.body).toContain(`href="/sanctions/company/${await companyId('AF-771')}"`);
    });

    it('shows the check page of a register company, and 404 for an unknown or bad id', async () => {
      const id = await companyId('AF-771');
      const res = await get(`/sanctions/company/${id}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.body).toContain(LISTED);
      expect(res.body).toContain('data-testid="screening-verdict" data-screening="match"');
      expect(res.body).toContain('Санкционный список Великобритании (FCDO)');
      expect(res.body).toContain('Haji Khairullah Money Exchange');
      expect(res.body).toContain('а не юридическое заключение');
      expect(res.body).toMatch(/<input type="hidden" name="companyId" value="\d+"\/>/);
      expect(res.body).toContain(`href="/order?company=${id}"`);
      // A real company's check may be indexed.
      expect(res.body).not.toContain('noindex');
      for (const path of ['/sanctions/company/999999999', '/sanctions/company/abc']) {
        expect((await get(path)).statusCode, path).toBe(404);
      }
    });

    it('keeps the check page of a made-up demo company out of search engines', async () => {
      await seedDemoCompanies(t.database, { countries: ['LI'], perCountry: 2 });
      const [demo] = await t.database.db
        .select({ id: companies.id })
        .from(companies)
        .where(eq(companies.countryCode, 'LI'))
        .limit(1);
      const res = await get(`/sanctions/company/${demo!.id}`);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<meta name="robots" content="noindex, nofollow"/>');
    });

    it('checks typed details from the query, and refuses bad ones with 400', async () => {
      const form = await get('/sanctions/check');
      expect(form.statusCode).toBe(200);
      expect(form.body).toContain('<select id="typed-check-country" name="country"');
      const typed = await get('/sanctions/check?name=Haji+Khairullah+Money+Exchange&country=af');
      expect(typed.statusCode).toBe(200);
      expect(typed.body).toContain('data-screening="match"');
      expect(typed.body).toContain('<input type="hidden" name="country" value="AF"/>');
      expect(typed.body).toContain('href="/order?country=af&amp;name=Haji+Khairullah');
      const empty = await get('/sanctions/check?name=&regCode=&vatCode=&country=');
      expect(empty.statusCode).toBe(400);
      expect(empty.body).toContain(SCREENING_NOTHING_TO_CHECK);
      const long = await get(`/sanctions/check?name=${'x'.repeat(301)}`);
      expect(long.statusCode).toBe(400);
      expect(long.body).toContain('Название компании: Не длиннее 300 символов');
      const unknown = await get('/sanctions/check?name=ACME&country=QQ');
      expect(unknown.statusCode).toBe(400);
      expect(unknown.body).toContain('Страна не найдена');
    });

    it('counts the page’s checks against the screening limit', async () => {
      const address = '203.0.113.77';
      for (let i = 0; i < CLIENT_LIMITS.screening.max; i++) {
        expect((await get('/sanctions/check?name=ACME', address)).statusCode).toBe(200);
      }
      const refused = await get('/sanctions/check?name=ACME', address);
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBeDefined();
      expect(refused.body).toContain('role="alert"');
    });

    it('badges the company on the order page', async () => {
      const id = await companyId('AF-771');
      const res = await get(`/order?company=${id}`);
      expect(res.statusCode).toBe(200);
      expect(badgeOf(res.body, LISTED)?.[1]).toBe('match');
      const typed = await get('/order?country=af&name=Sattar+Dried+Fruit+Company');
      expect(typed.body).toMatch(
        /data-screening="clear"[^>]*href="\/sanctions\/check\?name=Sattar|href="\/sanctions\/check\?name=Sattar[^"]*"[^>]*data-screening="clear"/,
      );
    });
  });
});
