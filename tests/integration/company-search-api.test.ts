import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AT_LEAST_ONE_CRITERION_MESSAGE,
  MAX_COMPANY_RESULTS,
  type FindCompanyResponse,
} from '../../contracts/company-search';
import { loadCompanies } from '../helpers/company-fixtures';
import { databaseKinds } from '../helpers/databases';
import { createTestApp, type TestApp } from '../helpers/test-app';

const kinds = await databaseKinds();

const request = (countryId: unknown, company: unknown) => ({
  countryId,
  reportContentTypeId: 'credit',
  requestId: '00000000-0000-0000-0000-000000000000',
  company,
});

describe.each(kinds)('FindCompany API on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
    await loadCompanies(t.database, [
      {
        countryCode: 'DE',
        name: 'Müller Maschinenbau GmbH',
        regCode: 'HRB 123456',
        vatCode: 'DE738477817',
        address: 'Hauptstraße 12, 80331 München',
        form: 'GmbH',
      },
      { countryCode: 'DE', name: 'Schmidt Bau GmbH', regCode: 'HRB 45678', status: 'Deleted' },
      // 60 companies sharing a word, to hit the limit of 50.
      ...Array.from({ length: 60 }, (_, i) => ({
        countryCode: 'AT',
        name: `Alpenblick Handel ${i + 1} GmbH`,
        regCode: `FN ${100000 + i}a`,
      })),
    ]);
  });
  afterAll(async () => {
    await t?.close();
  });

  const find = (payload: unknown, remoteAddress = '127.0.0.1') =>
    t.app.inject({
      method: 'POST',
      url: '/api/SearchReport/FindCompany',
      payload: payload as object,
      remoteAddress,
    });

  it('answers with the spec fields: error, reportTariffs, companies, request (and hasMore)', async () => {
    const res = await find(request('de', { name: 'Müller Maschinenbau' }));
    expect(res.statusCode).toBe(200);
    const body = res.json<FindCompanyResponse>();
    expect(Object.keys(body).sort()).toEqual([
      'companies',
      'error',
      'hasMore',
      'reportTariffs',
      'request',
    ]);
    expect(body.hasMore).toBe(false);
    expect(body.error).toBeNull();
    expect(body.reportTariffs.length).toBeGreaterThan(0);
    expect(Object.keys(body.reportTariffs[0]!).sort()).toEqual(
      ['id', 'maxDays', 'minDays', 'tariffCurrency', 'tariffName', 'tariffPrice'].sort(),
    );
    expect(body.companies).toHaveLength(1);
    expect(body.companies[0]).toMatchObject({
      name: 'Müller Maschinenbau GmbH',
      nameLat: 'Müller Maschinenbau GmbH',
      regCode: 'HRB 123456',
      vatCode: 'DE738477817',
      address: 'Hauptstraße 12, 80331 München',
      form: 'GmbH',
      status: 'Active',
      countryCode: 'DE',
    });
    // Exactly one match: the spec's single-company fallback is set.
    expect(body.request).toEqual(body.companies[0]);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('leaves request null when several companies match, and never returns more than 50', async () => {
    const res = await find(request('at', { name: 'Alpenblick Handel' }));
    const body = res.json<FindCompanyResponse>();
    expect(body.companies).toHaveLength(MAX_COMPANY_RESULTS);
    expect(body.request).toBeNull();
    // Issue 27: the cap was silent; the answer says more match than it shows.
    expect(body.hasMore).toBe(true);
  });

  it('returns an empty list, not an error, when nothing matches', async () => {
    const body = (
      await find(request('de', { name: 'Nichtvorhanden Werke' }))
    ).json<FindCompanyResponse>();
    expect(body).toMatchObject({ error: null, companies: [], request: null });
  });

  it('accepts the numeric id of a country as well as its code in any case', async () => {
    const country = await t.app.inject({
      method: 'POST',
      url: '/api/Dictionary/GetCountry',
      payload: { codeType: 'alpha2', countryId: 'DE' },
    });
    const id = country.json<{ country: { id: number } }>().country.id;
    for (const ref of [id, String(id), 'DE', 'de']) {
      const body = (
        await find(request(ref, { regCode: 'HRB 123456' }))
      ).json<FindCompanyResponse>();
      expect(body.companies.map((c) => c.name)).toEqual(['Müller Maschinenbau GmbH']);
    }
  });

  it('answers 404 with a Russian message for an unknown country', async () => {
    const res = await find(request('zz', { name: 'Müller' }));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Страна не найдена' });
  });

  it.each([
    ['no company at all', undefined],
    ['an empty company', {}],
    ['only blanks', { name: '  ', regCode: '', vatCode: ' ' }],
    [
      'only address, phone, e-mail and free text',
      { address: 'München', phone: '+49 89 1', email: 'a@b.de', addInfo: 'x' },
    ],
  ])('answers 400 with the spec message for %s', async (_, company) => {
    const res = await find(request('de', company));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(AT_LEAST_ONE_CRITERION_MESSAGE);
  });

  it.each([
    [
      'a wrong report type',
      { ...request('de', { name: 'x' }), reportContentTypeId: 'full' },
      /Тип отчёта/,
    ],
    ['a three-letter country', request('deu', { name: 'x' }), /Укажите страну/],
    ['an unknown field', { ...request('de', { name: 'x' }), page: 2 }, /Неизвестное поле: page/],
    [
      'an unknown criterion',
      request('de', { name: 'x', city: 'Berlin' }),
      /Неизвестное поле: city/,
    ],
    ['a number for a name', request('de', { name: 5 }), /company\.name/],
    ['a name too long', request('de', { name: 'x'.repeat(301) }), /Не длиннее 300 символов/],
  ])('answers 400 in Russian for %s', async (_, payload, message) => {
    const res = await find(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(message);
  });

  it('answers 400 in Russian for a body that is not JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/SearchReport/FindCompany',
      headers: { 'content-type': 'application/json' },
      payload: '{"countryId":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Тело запроса должно быть корректным JSON');
  });

  it('gives loaders the same search and a company by id with its country', async () => {
    const found = await t.app.inject({
      method: 'POST',
      url: '/api/SearchReport/FindCompany',
      payload: request('de', { regCode: 'HRB45678' }),
    });
    // The register's fields; the screening belongs to the search's answer.
    const { sanctions, ...company } = found.json<FindCompanyResponse>().companies[0]!;
    expect(sanctions).toEqual({ status: 'clear', matches: 0 });
    const services = (await import('../../core/services')).createServices(t.database.db, t.config);
    const byId = await services.companies.getById(company.id);
    expect(byId).toMatchObject({ ...company, country: { code: 'DE', name: 'Германия' } });
    expect(await services.companies.getById(987654321)).toBeNull();
    expect(await services.companies.getById(-1)).toBeNull();
    expect(await services.companies.find('zz', { name: 'x' })).toBeNull();
  });

  it('limits searches per client to 30 a minute, then answers 429 in Russian', async () => {
    // A client of its own, so the searches of the other tests do not count.
    const client = '203.0.113.7';
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) {
      statuses.push((await find(request('de', { regCode: 'HRB 1' }), client)).statusCode);
    }
    expect(statuses.every((s) => s === 200)).toBe(true);
    const limited = await find(request('de', { regCode: 'HRB 1' }), client);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/Слишком много запросов/);
    // Another client is not affected.
    expect((await find(request('de', { regCode: 'HRB 1' }), '203.0.113.8')).statusCode).toBe(200);
  });
});
