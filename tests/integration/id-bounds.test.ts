import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../helpers/databases';
import { createTestApp, type TestApp } from '../helpers/test-app';

const kinds = await databaseKinds();
const TOO_BIG = [2_147_483_648, '2147483648', 99_999_999_999_999, '99999999999999999999'];

/** Ids beyond what an `integer` column holds must be refused as bad input, never reach SQL. */
describe.each(kinds)('ids out of range on %s', (kind) => {
  let t: TestApp;
  let client = 0;
  const post = (url: string, payload: object) =>
    t.app.inject({
      method: 'POST',
      url,
      payload,
      remoteAddress: `10.77.${Math.floor(++client / 250)}.${client % 250}`,
    });

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  it.each(TOO_BIG)(
    'answers %s with a 4xx in Russian on every public POST that takes an id',
    async (id) => {
      const requests: [string, object][] = [
        ['/api/Dictionary/GetCountry', { countryId: id }],
        ['/api/Dictionary/GetCountriesByGroup', { groupCountryId: id }],
        ['/api/Dictionary/GetSampleReport', { countryId: id }],
        ['/api/SearchReport/FindCompany', { countryId: id, name: 'Siemens' }],
        [
          '/api/Order/Create',
          {
            idempotencyKey: crypto.randomUUID(),
            countryCode: 'de',
            companyId: id,
            tariffId: id,
            language: 'ru',
            contactName: 'Анна Петрова',
            email: 'anna@example.ru',
            phone: '+7 916 555-12-34',
            consent: true,
          },
        ],
      ];
      for (const [url, payload] of requests) {
        const res = await post(url, payload);
        expect(res.statusCode, `${url} ${JSON.stringify(payload)}`).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, `${url} ${JSON.stringify(payload)}`).toBeLessThan(500);
        expect(res.json().message, url).toMatch(/[а-яё]/i);
      }
    },
  );
});
