import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../contracts/messages';
import { queryRows } from '../../db/query-rows';
import { databaseKinds } from '../helpers/databases';
import { loadSiteBuild, type SiteBuild } from '../helpers/site-build';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { orderInput } from '../helpers/order-input';

const kinds = await databaseKinds();

// Addresses are checked before routing, but the pages are mounted so a refused one would
// otherwise reach a loader.
let site: SiteBuild | undefined;
beforeAll(async () => {
  site = await loadSiteBuild();
});
afterAll(async () => {
  await site?.close();
});

const NUL = 'a\u0000b';
const LONE_SURROGATE = 'Müller \ud800 GmbH';

const question = {
  name: 'Анна Петрова',
  phone: '8-999-123-45-67',
  email: 'anna@example.ru',
  message: 'Нужен отчёт по компании Müller GmbH.',
};
const review = {
  author: 'Анна',
  organisation: 'ООО «Ромашка»',
  text: 'Отчёт пришёл вовремя, всё понятно и подробно.',
  rating: 5,
};
/** Without a tariff: each case adds the country's own. */
const order = () => {
  const { tariffId: _none, ...form } = orderInput({
    tariffId: 0,
    company: { name: 'Müller Maschinenbau GmbH', address: 'Hauptstraße 1, München' },
    inn: '',
  });
  return form;
};

/** Rows each public write leaves behind; a refused request must leave none. */
const COUNTS = `select (select count(*) from questions)::int as questions,
  (select count(*) from reviews)::int as reviews,
  (select count(*) from orders)::int as orders,
  (select count(*) from outbox)::int as outbox`;

/**
 * Text PostgreSQL cannot store (NUL anywhere, a lone surrogate in a jsonb column) used to reach
 * SQL and fail there with a 500; the shared schemas now refuse it with a Russian 400.
 */
describe.each(kinds)('text the database cannot store, on %s', (kind) => {
  let t: TestApp;
  let tariffId: number;
  let client = 0;
  const post = (url: string, payload: object) =>
    t.app.inject({
      method: 'POST',
      url,
      payload,
      remoteAddress: `10.66.${Math.floor(++client / 250)}.${client % 250}`,
    });

  beforeAll(async () => {
    t = await createTestApp(kind, {}, { site });
    const [row] = await queryRows<{ id: number }>(
      t.database.db,
      `select t.id from tariffs t join countries c on c.id = t.country_id where c.code = 'DE' limit 1`,
    );
    tariffId = row!.id;
  });
  afterAll(async () => {
    await t?.close();
  });

  const cases: [string, string, () => object][] = [
    ['contact form, name', '/api/FeedBack/Question', () => ({ ...question, name: NUL })],
    ['contact form, message', '/api/FeedBack/Question', () => ({ ...question, message: NUL })],
    ['review, author', '/api/Review/Create', () => ({ ...review, author: NUL })],
    [
      'review, text',
      '/api/Review/Create',
      () => ({ ...review, text: `${review.text}\u0000${review.text}` }),
    ],
    ['review, organisation', '/api/Review/Create', () => ({ ...review, organisation: NUL })],
    ['order, comment', '/api/Order/Create', () => ({ ...order(), tariffId, comment: NUL })],
    [
      'order, contact name',
      '/api/Order/Create',
      () => ({ ...order(), tariffId, contactName: NUL }),
    ],
    [
      'order, organisation',
      '/api/Order/Create',
      () => ({ ...order(), tariffId, organisation: NUL }),
    ],
    [
      'order, company name (NUL)',
      '/api/Order/Create',
      () => ({ ...order(), tariffId, company: { name: NUL } }),
    ],
    [
      'order, company name (lone surrogate)',
      '/api/Order/Create',
      () => ({ ...order(), tariffId, company: { name: LONE_SURROGATE } }),
    ],
    [
      'order, company address (lone surrogate)',
      '/api/Order/Create',
      () => ({ ...order(), tariffId, company: { name: 'Müller', address: LONE_SURROGATE } }),
    ],
    [
      'order, company details (lone low surrogate)',
      '/api/Order/Create',
      () => ({ ...order(), tariffId, company: { name: 'Müller', addInfo: 'x\udc00y' } }),
    ],
    [
      'search, name',
      '/api/SearchReport/FindCompany',
      () => ({ countryId: 'de', reportContentTypeId: 'credit', company: { name: NUL } }),
    ],
    [
      'search, registration number',
      '/api/SearchReport/FindCompany',
      () => ({ countryId: 'de', reportContentTypeId: 'credit', company: { regCode: `HRB${NUL}` } }),
    ],
    [
      'search, VAT number (lone surrogate)',
      '/api/SearchReport/FindCompany',
      () => ({ countryId: 'de', reportContentTypeId: 'credit', company: { vatCode: '\ud800' } }),
    ],
  ];

  it.each(cases)('%s: a Russian 400, nothing saved', async (_name, url, payload) => {
    const [before] = await queryRows(t.database.db, COUNTS);
    const res = await post(url, payload());
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toContain(MESSAGES.forbiddenCharacters);
    expect(await queryRows(t.database.db, COUNTS)).toEqual([before]);
  });

  it('still takes each form with ordinary text, emoji and right-to-left names', async () => {
    const rtl = 'شركة \u200fالنور\u200f 🚀';
    expect((await post('/api/FeedBack/Question', { ...question, message: rtl })).statusCode).toBe(
      200,
    );
    const created = await post('/api/Order/Create', {
      ...order(),
      tariffId,
      company: { name: rtl },
      comment: 'Строка 1\r\nСтрока 2\tс табуляцией',
    });
    expect(created.statusCode, created.body).toBe(201);
    const [saved] = await queryRows<{ company: { name: string }; comment: string }>(
      t.database.db,
      `select company, comment from orders order by id desc limit 1`,
    );
    expect(saved!.company.name).toBe(rtl);
    expect(saved!.comment).toBe('Строка 1\r\nСтрока 2\tс табуляцией');
  });

  it('drops zero-width spaces and a byte order mark, which nobody means to type', async () => {
    const res = await post('/api/Review/Create', {
      ...review,
      author: '\ufeffАн\u200bна',
    });
    expect(res.statusCode, res.body).toBe(201);
    const [saved] = await queryRows<{ author: string }>(
      t.database.db,
      `select author from reviews where id = ${Number(res.json().id)}`,
    );
    expect(saved!.author).toBe('Анна');
  });

  it.each([
    ['/orders/2025-000001%00?token=x', 'an order number'],
    ['/orders/2025-000001?token=a%00b', 'an order token'],
    ['/payment-success?payment=%00', 'a payment id'],
    ['/countries/country/de%00', 'a country'],
    ['/api/Dictionary/CountryGroups?x=%01', 'an API query string'],
    ['/my-orders/enter?token=%C2%85', 'a C1 control in a query string'],
  ])('refuses %s (%s) with a Russian 400', async (url) => {
    const res = await t.app.inject({ method: 'GET', url, remoteAddress: '10.66.200.1' });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(400);
    expect(res.body).toContain(MESSAGES.forbiddenCharactersInAddress);
  });
});
