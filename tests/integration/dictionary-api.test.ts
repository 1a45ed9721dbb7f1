import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { databaseKinds } from '../helpers/databases';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { queryRows } from '../../db/query-rows';
import { referenceCounts, seedReference } from '../../db/seed/seed-reference';

const kinds = await databaseKinds();

describe.each(kinds)('dictionary API on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  const post = (url: string, payload: unknown) =>
    t.app.inject({ method: 'POST', url: `/api${url}`, payload: payload as object });

  it('lists over 200 countries with Russian names, including ab, os and xk', async () => {
    const res = await post('/Dictionary/GetCountries', { requestId: 'x', codeType: 'alpha2' });
    expect(res.statusCode).toBe(200);
    const { countries } = res.json<{ countries: { id: number; name: string; code: string }[] }>();
    expect(countries.length).toBeGreaterThan(200);
    const byCode = new Map(countries.map((c) => [c.code, c]));
    expect(byCode.get('DE')?.name).toBe('Германия');
    expect(byCode.get('AB')?.name).toBe('Абхазия');
    expect(byCode.get('OS')?.name).toBe('Южная Осетия');
    expect(byCode.get('XK')?.name).toBe('Косово');
    expect(Object.keys(countries[0] ?? {}).sort()).toEqual(['code', 'id', 'name']);
  });

  it('GetCountry finds a country by two-letter code in any case, with its tariffs', async () => {
    const res = await post('/Dictionary/GetCountry', {
      requestId: 'x',
      codeType: 'alpha2',
      countryId: 'fr',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.country).toMatchObject({ code: 'FR', name: 'Франция' });
    expect(body.tariffs.length).toBeGreaterThanOrEqual(2);
    expect(body.tariffs.length).toBeLessThanOrEqual(4);
    for (const tariff of body.tariffs) {
      expect(Object.keys(tariff).sort()).toEqual([
        'id',
        'maxDays',
        'minDays',
        'tariffCurrency',
        'tariffName',
        'tariffPrice',
      ]);
      expect(tariff.tariffPrice).toBeGreaterThan(0);
      expect(tariff.maxDays).toBeGreaterThanOrEqual(tariff.minDays);
    }
  });

  it('GetCountry finds a country by id without codeType', async () => {
    const fr = (
      await post('/Dictionary/GetCountry', { codeType: 'alpha2', countryId: 'FR' })
    ).json();
    const res = await post('/Dictionary/GetCountry', { requestId: 'x', countryId: fr.country.id });
    expect(res.statusCode).toBe(200);
    expect(res.json().country.code).toBe('FR');
  });

  it('answers 404 in Russian for an unknown country', async () => {
    for (const countryId of ['zz', 99999, 'france']) {
      const res = await post('/Dictionary/GetCountry', { codeType: 'alpha2', countryId });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Страна не найдена');
    }
  });

  it('answers 400 in Russian for malformed bodies, never 500', async () => {
    const cases: [string, unknown][] = [
      ['/Dictionary/GetCountry', {}],
      ['/Dictionary/GetCountry', { countryId: '' }],
      ['/Dictionary/GetCountry', { countryId: { $gt: 1 } }],
      ['/Dictionary/GetCountry', { countryId: 'de', codeType: 'alpha3' }],
      ['/Dictionary/GetCountries', { extra: true }],
      ['/Dictionary/GetCountriesByGroup', { groupCountryId: null }],
      ['/Report/GetPriceList', { reqId: 42 }],
      ['/Dictionary/GetCountries', [1, 2]],
    ];
    for (const [url, payload] of cases) {
      const res = await post(url, payload);
      expect(res.statusCode, `${url} ${JSON.stringify(payload)}`).toBe(400);
      expect(res.json().message).toMatch(/[а-яё]/i);
    }
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/Dictionary/GetCountry',
      headers: { 'content-type': 'application/json' },
      payload: '{"countryId": ',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toBe('Тело запроса должно быть корректным JSON');
  });

  it('lists the groups with Russian names, the continents and СНГ', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/Dictionary/CountryGroups' });
    expect(res.statusCode).toBe(200);
    const names = res.json().countryGroups.map((g: { name: string }) => g.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'Европа',
        'Азия',
        'Африка',
        'СНГ',
        'Северная Америка',
        'Южная Америка',
        'Океания',
      ]),
    );
  });

  it('lists the countries of a group by id or slug; a country may be in two groups', async () => {
    const groups = (
      await t.app.inject({ method: 'GET', url: '/api/Dictionary/CountryGroups' })
    ).json().countryGroups;
    const cis = groups.find((g: { slug: string }) => g.slug === 'cis');
    const byId = await post('/Dictionary/GetCountriesByGroup', {
      requestId: 'x',
      groupCountryId: cis.id,
      codeType: 'alpha2',
    });
    expect(byId.statusCode).toBe(200);
    const cisCodes = byId.json().countries.map((c: { code: string }) => c.code);
    expect(cisCodes).toEqual(expect.arrayContaining(['KZ', 'BY', 'AM', 'UZ']));
    const asia = (await post('/Dictionary/GetCountriesByGroup', { groupCountryId: 'asia' })).json();
    expect(asia.countries.map((c: { code: string }) => c.code)).toContain('KZ');
    const missing = await post('/Dictionary/GetCountriesByGroup', { groupCountryId: 'atlantis' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Группа стран не найдена');
  });

  it('GetPriceList carries every country with its tariffs', async () => {
    const res = await post('/Report/GetPriceList', { reqId: 'x' });
    expect(res.statusCode).toBe(200);
    const { countries } = res.json();
    expect(countries.length).toBeGreaterThan(200);
    expect(countries.every((c: { tariffs: unknown[] }) => c.tariffs.length >= 2)).toBe(true);
    expect(
      countries.some((c: { tariffs: { minDays: number }[] }) =>
        c.tariffs.some((t) => t.minDays === 0),
      ),
    ).toBe(true);
  });

  it('lists file types', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/Dictionary/FileTypes' });
    expect(res.statusCode).toBe(200);
    expect(res.json().fileTypes.map((f: { code: string }) => f.code)).toContain('pdf');
  });

  it('makes dictionary answers cacheable with an ETag', async () => {
    const first = await post('/Dictionary/GetCountries', {});
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers['cache-control']).toContain('max-age');
    const second = await t.app.inject({
      method: 'POST',
      url: '/api/Dictionary/GetCountries',
      payload: {},
      headers: { 'if-none-match': etag },
    });
    expect(second.statusCode).toBe(304);
    expect(second.body).toBe('');
  });

  it('makes the countries answer once per version of the data, and anew after a change', async () => {
    const get = (encoding?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/Dictionary/GetCountries',
        payload: {},
        headers: encoding ? { 'accept-encoding': encoding } : {},
      });
    const plain = await get();
    const br = await get('gzip, deflate, br');
    const gzip = await get('gzip');
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain.body);
    expect(gunzipSync(gzip.rawPayload).toString('utf8')).toBe(plain.body);
    for (const res of [br, gzip]) expect(res.headers.etag).toBe(plain.headers.etag);
    expect(plain.headers['content-type']).toMatch(/^application\/json/);

    // A change of the table (from any instance: the database tells every one) is a new answer.
    await t.database.db.execute(
      `update countries set name = name || ' (проверка)' where code = 'DE'`,
    );
    try {
      await vi.waitFor(
        async () => {
          const after = await get();
          expect(after.headers.etag).not.toBe(plain.headers.etag);
          const { countries } = after.json<{ countries: { code: string; name: string }[] }>();
          expect(countries.find((c) => c.code === 'DE')?.name).toBe('Германия (проверка)');
        },
        { timeout: 10_000, interval: 50 },
      );
    } finally {
      await t.database.db.execute(
        `update countries set name = replace(name, ' (проверка)', '') where code = 'DE'`,
      );
    }
  });

  it('answers unknown API paths with a Russian 404, not the site', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/Nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Такого метода API нет');
  });

  it('seeds idempotently: a second run changes and duplicates nothing', async () => {
    const before = await referenceCounts(t.database.db);
    const result = await seedReference(t.database.db);
    expect(result.insertedCountries).toBe(0);
    expect(await referenceCounts(t.database.db)).toEqual(before);
  });

  it('keeps staff edits when seeding again', async () => {
    await t.database.db.execute(
      `update tariffs set price = 123 where id = (select min(id) from tariffs)`,
    );
    await seedReference(t.database.db);
    const rows = await queryRows<{ price: number }>(
      t.database.db,
      `select price from tariffs where id = (select min(id) from tariffs)`,
    );
    expect(rows[0]?.price).toBe(123);
  });

  it('reports health without telling what runs inside', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    expect(res.headers['x-request-id']).toBeTruthy();
  });
});
