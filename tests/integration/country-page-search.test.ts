import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AT_LEAST_ONE_CRITERION_MESSAGE,
  MAX_COMPANY_RESULTS,
} from '../../contracts/company-search';
import { tooManyRequestsMessage } from '../../contracts/messages';
import { CLIENT_LIMITS } from '../../contracts/client-limits';

const FIND_COMPANY_RATE_LIMIT = CLIENT_LIMITS.search.max;
import { seedDemoCompanies } from '../../demo/register/seed-demo-companies';
import { loadCompanies } from '../helpers/company-fixtures';
import { databaseKinds } from '../helpers/databases';
import { loadSiteBuild, type SiteBuild } from '../helpers/site-build';
import { createTestApp, type TestApp } from '../helpers/test-app';

const kinds = await databaseKinds();

/** The search screen's spinner, which server HTML must never show. */
const SPINNER_TEXT = 'Ищем компанию в реестре';

describe('a country page searched on the server', () => {
  let site: SiteBuild;
  beforeAll(async () => {
    site = await loadSiteBuild();
  });
  afterAll(async () => {
    await site?.close();
  });

  describe.each(kinds)('on %s', (kind) => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(kind, {}, { site: { getBuild: site.getBuild } });
      await loadCompanies(t.database, [
        { countryCode: 'DE', name: 'Kieselgrund Werkzeugbau GmbH', regCode: 'HRB 880011' },
        { countryCode: 'DE', name: 'Kieselgrund Logistik AG', regCode: 'HRB 880012' },
        { countryCode: 'DE', name: 'Einzelstück Optik GmbH', regCode: 'HRB 880013' },
        // More companies sharing a word than a search shows.
        ...Array.from({ length: MAX_COMPANY_RESULTS + 1 }, (_, i) => ({
          countryCode: 'DE',
          name: `Wolkenhain Filiale ${i + 1} GmbH`,
          regCode: `HRB 77${String(i).padStart(4, '0')}`,
        })),
      ]);
    });
    afterAll(async () => {
      await t?.close();
    });

    // Each test a client of its own, so the searches of one do not count against another.
    const get = (url: string, remoteAddress: string) =>
      t.app.inject({ method: 'GET', url, remoteAddress });

    it('renders the results in the HTML, without the spinner and never kept', async () => {
      const res = await get('/countries/country/de?name=Kieselgrund', '198.51.100.1');
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('Kieselgrund Werkzeugbau GmbH');
      expect(res.body).toContain('Kieselgrund Logistik AG');
      expect(res.body).toMatch(/Результаты поиска: (<!-- -->)?2/);
      expect(res.body).not.toContain(SPINNER_TEXT);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers.etag).toBeUndefined();
      // «Выбрать» works without JavaScript: a form that opens the order page.
      expect(res.body).toMatch(/<form[^>]*action="\/order"/);
    });

    // Issue 27: a first search for a real company in the demo register found nothing, unexplained.
    it('says the register is fictitious while it holds only the demo companies', async () => {
      await seedDemoCompanies(t.database, { countries: ['LI', 'LU'], perCountry: 5 });
      // Luxembourg also got real data: its register is no longer the demo one alone.
      await loadCompanies(t.database, [{ countryCode: 'LU', name: 'Echtdaten S.A.' }]);
      const demo = await get('/countries/country/li', '198.51.100.10');
      expect(demo.statusCode).toBe(200);
      expect(demo.body).toContain('data-testid="demo-register-note"');
      expect(demo.body).toContain('Демонстрационный режим: реестр вымышленный');
      expect(demo.body).toContain('npm run import -- gleif --download');
      const searched = await get('/countries/country/li?name=Siemens', '198.51.100.10');
      expect(searched.body).toContain('Демонстрационный режим: реестр вымышленный');
      for (const code of ['lu', 'de']) {
        const real = await get(`/countries/country/${code}`, '198.51.100.10');
        expect(real.statusCode).toBe(200);
        expect(real.body, code).not.toContain('demo-register-note');
      }
    });

    // Issue 27: the list was cut at 50 without a word.
    it('says when only the first 50 are shown and asks for a narrower query', async () => {
      const cut = await get('/countries/country/de?name=Wolkenhain', '198.51.100.9');
      expect(cut.statusCode).toBe(200);
      expect(cut.body).toMatch(/Результаты поиска: (<!-- -->)?50/);
      expect(cut.body).toMatch(
        /Показаны первые (<!-- -->)?50(<!-- -->)? компаний из найденных: уточните запрос/,
      );
      const whole = await get('/countries/country/de?name=Kieselgrund', '198.51.100.9');
      expect(whole.body).not.toContain('data-testid="results-capped"');
    });

    it('sends one match straight to its order page, with the chosen tariff', async () => {
      const res = await get('/countries/country/de?regCode=HRB+880013&tariff=1', '198.51.100.2');
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toMatch(/^\/order\?company=\d+&tariff=1$/);
    });

    it('renders the no-match view with the criteria kept in the form', async () => {
      const res = await get('/countries/country/de?name=Phantasie+Nirgendwo', '198.51.100.3');
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('Ошибка при поиске организации');
      expect(res.body).toContain('value="Phantasie Nirgendwo"');
      expect(res.body).not.toContain(SPINNER_TEXT);
    });

    it('answers criteria without a name or a number with 400 and the rule in Russian', async () => {
      const res = await get('/countries/country/de?address=Berlin', '198.51.100.4');
      expect(res.statusCode).toBe(400);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toContain(AT_LEAST_ONE_CRITERION_MESSAGE);
      expect(res.body).toContain('value="Berlin"');
      expect(res.body).not.toContain(SPINNER_TEXT);
      const tooLong = await get(`/countries/country/de?name=${'a'.repeat(1000)}`, '198.51.100.4');
      expect(tooLong.statusCode).toBe(400);
      expect(tooLong.body).toMatch(/Не длиннее \d+ символов/);
    });

    it('counts page searches and API searches against one limit; plain pages stay unlimited', async () => {
      const client = '198.51.100.5';
      const api = () =>
        t.app.inject({
          method: 'POST',
          url: '/api/SearchReport/FindCompany',
          remoteAddress: client,
          payload: { countryId: 'de', reportContentTypeId: 'credit', company: { name: 'x' } },
        });
      const half = FIND_COMPANY_RATE_LIMIT / 2;
      for (let i = 0; i < half; i++) expect((await api()).statusCode).toBe(200);
      for (let i = 0; i < FIND_COMPANY_RATE_LIMIT - half; i++) {
        expect((await get('/countries/country/de?name=Kieselgrund', client)).statusCode).toBe(200);
      }
      const page = await get('/countries/country/de?name=Kieselgrund', client);
      expect(page.statusCode).toBe(429);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      // Issue 27: the wait said is the limiter's, as Retry-After gives it.
      const wait = Number(page.headers['retry-after']);
      expect(wait).toBeGreaterThan(0);
      expect(wait).toBeLessThanOrEqual(60);
      expect(page.body).toContain(tooManyRequestsMessage(wait));
      expect(page.body).not.toContain(SPINNER_TEXT);
      const fromApi = await api();
      expect(fromApi.statusCode).toBe(429);
      expect(fromApi.json().message).toBe(
        tooManyRequestsMessage(Number(fromApi.headers['retry-after'])),
      );
      // The country page without a search is not a search: it answers as ever.
      const plain = await get('/countries/country/de', client);
      expect(plain.statusCode).toBe(200);
      expect(plain.headers['x-ratelimit-limit']).toBeUndefined();
      // Another client is not affected.
      expect((await get('/countries/country/de?name=Kieselgrund', '198.51.100.6')).statusCode).toBe(
        200,
      );
    });

    // One path: the form's submit navigates, and React Router asks the same loader for `.data`.
    it('runs the same search for React Router data requests, under the same limit', async () => {
      const client = '198.51.100.7';
      const res = await get('/countries/country/de.data?name=Kieselgrund', client);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('Kieselgrund Werkzeugbau GmbH');
      expect(res.body).toContain('Kieselgrund Logistik AG');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['x-ratelimit-remaining']).toBe(String(FIND_COMPANY_RATE_LIMIT - 1));
      // One match: React Router's redirect for a data request, to the order page.
      const single = await get('/countries/country/de.data?regCode=HRB+880013&tariff=1', client);
      expect(single.body).toContain('SingleFetchRedirect');
      expect(single.body).toMatch(/"\/order\?company=\d+&tariff=1"/);
      const bad = await get('/countries/country/de.data?address=Berlin', client);
      expect(bad.statusCode).toBe(400);
      expect(bad.body).toContain(AT_LEAST_ONE_CRITERION_MESSAGE);
      // Revalidating the page without a search (after a form elsewhere on it) is not counted.
      const plain = await get('/countries/country/de.data', client);
      expect(plain.statusCode).toBe(200);
      expect(plain.headers['x-ratelimit-limit']).toBeUndefined();
    });
  });
});
