import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEEDBACK_MESSAGES, THANK_YOU_TEXT } from '../../contracts/feedback';
import { tooManyRequestsMessage } from '../../contracts/messages';
import { ORDER_MESSAGES } from '../../contracts/order';
import { PHONE_HINT } from '../../contracts/phone';
import { REVIEW_THANK_YOU_TEXT } from '../../contracts/reviews';
import { companies, orders, questions, reviews } from '../../db/schema';
import { queryRows } from '../../db/query-rows';
import { loadCompanies } from '../helpers/company-fixtures';
import { databaseKinds } from '../helpers/databases';
import { loadSiteBuild, type SiteBuild } from '../helpers/site-build';
import { createTestApp, type TestApp } from '../helpers/test-app';

const kinds = await databaseKinds();

let site: SiteBuild | undefined;
beforeAll(async () => {
  site = await loadSiteBuild();
});
afterAll(async () => {
  await site?.close();
});

/** React escapes quotes in attributes; the texts here have none to escape but these. */
const asHtml = (text: string) => text.replaceAll('"', '&quot;');
/** A page's text as a reader sees it: without the markers React puts between text parts. */
const shown = (html: string) => html.replaceAll('<!-- -->', '');

/**
 * The three public forms as a browser without JavaScript posts them: a document request to the
 * page's own action, form-encoded, answered with the page.
 */
describe.each(kinds)('public forms without JavaScript on %s', (kind) => {
  let t: TestApp;
  let companyId: number;
  let tariffId: number;
  let client = 0;
  const nextClient = () => `10.77.${kind === 'pglite' ? 1 : 2}.${++client}`;

  const postForm = (url: string, fields: Record<string, string>, remoteAddress = nextClient()) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'text/html,application/xhtml+xml',
      },
      payload: new URLSearchParams(fields).toString(),
      remoteAddress,
    });

  const orderFields = (overrides: Record<string, string> = {}) => ({
    idempotencyKey: randomUUID(),
    countryCode: 'DE',
    companyId: String(companyId),
    tariffId: String(tariffId),
    language: 'ru',
    contactName: 'Анна Петрова',
    email: `anna-${randomUUID().slice(0, 8)}@example.ru`,
    phone: '+7 916 555-12-34',
    organisation: 'ООО «Ромашка»',
    inn: '',
    comment: 'Нужен к пятнице',
    consent: 'on',
    ...overrides,
  });
  const orderUrl = () => `/order?company=${companyId}`;
  const orderCount = async () =>
    (await t.database.db.select({ id: orders.id }).from(orders)).length;

  beforeAll(async () => {
    t = await createTestApp(kind, {}, { site });
    await loadCompanies(t.database, [
      { countryCode: 'DE', name: 'Müller Maschinenbau GmbH', regCode: 'HRB 777', form: 'GmbH' },
    ]);
    const [row] = await t.database.db
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.regCode, 'HRB 777'));
    companyId = row!.id;
    tariffId = (
      await queryRows<{ id: number }>(
        t.database.db,
        `select t.id from tariffs t join countries c on c.id = t.country_id where c.code = 'DE' order by t.sort_order limit 1`,
      )
    )[0]!.id;
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('the order form', () => {
    it('answers bad input with 400, the messages and everything typed', async () => {
      const before = await orderCount();
      const fields = orderFields({ phone: '12', consent: '' });
      delete (fields as Partial<typeof fields>).consent;
      const res = await postForm(orderUrl(), fields);
      expect(res.statusCode).toBe(400);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain(asHtml(ORDER_MESSAGES.phone));
      expect(res.body).toContain(ORDER_MESSAGES.consent);
      for (const value of [fields.contactName, fields.email, fields.comment, fields.idempotencyKey])
        expect(res.body).toContain(value);
      expect(res.body).toContain('value="12"');
      expect(await orderCount()).toBe(before);
    });

    it('places one order and lands on its page (303), however often it is posted', async () => {
      const before = await orderCount();
      const fields = orderFields();
      const first = await postForm(orderUrl(), fields);
      // 303: the browser GETs the order's page; a reload there never posts the form again.
      expect(first.statusCode).toBe(303);
      const landing = String(first.headers.location);
      expect(landing).toMatch(/^\/orders\/\d{4}-\d{6}\?token=[\w-]+&placed=1$/);
      const number = /\/orders\/([\d-]+)\?/.exec(landing)?.[1];
      const page = await t.app.inject({
        method: 'GET',
        url: landing,
        headers: { accept: 'text/html' },
      });
      expect(page.statusCode).toBe(200);
      const text = shown(page.body);
      expect(text).toContain(`Заказ № ${number} оформлен`);
      expect(text).toContain('Сохраните ссылку на эту страницу');
      // The link to keep is the page's own address, without the landing's marker.
      const link = /data-testid="status-link"[^>]*>([^<]+)</.exec(page.body)?.[1];
      expect(link?.replaceAll('&amp;', '&')).toBe(
        `${t.config.PUBLIC_BASE_URL}${landing.replace('&placed=1', '')}`,
      );
      expect(text).toContain('Принят');
      // The same form sent again (a reload that resubmits, a second click): the same order.
      const again = await postForm(orderUrl(), fields);
      expect(again.statusCode).toBe(303);
      expect(again.headers.location).toBe(landing);
      expect(await orderCount()).toBe(before + 1);
    });

    it('takes a company typed by hand from its hidden fields', async () => {
      const before = await orderCount();
      const fields: Record<string, string> = {
        ...orderFields(),
        'company.name': 'Schmidt Logistik GmbH',
        'company.regCode': 'HRB 999',
      };
      delete fields.companyId;
      const res = await postForm('/order?country=de&name=Schmidt%20Logistik%20GmbH', fields);
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toMatch(/^\/orders\/\d{4}-\d{6}\?token=[\w-]+&placed=1$/);
      expect(await orderCount()).toBe(before + 1);
    });

    it('shares its limit with POST /api/Order/Create', async () => {
      const ip = nextClient();
      const apiStatuses: number[] = [];
      // Invalid orders count too, and create nothing.
      for (let i = 0; i < 9; i++) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/Order/Create',
          payload: { contactName: '' },
          remoteAddress: ip,
        });
        apiStatuses.push(res.statusCode);
      }
      expect(apiStatuses.every((s) => s === 400)).toBe(true);
      expect((await postForm(orderUrl(), orderFields(), ip)).statusCode).toBe(303);
      const fields = orderFields();
      const refused = await postForm(orderUrl(), fields, ip);
      expect(refused.statusCode).toBe(429);
      expect(refused.body).toContain(fields.email);
      const wait = Number(refused.headers['retry-after']);
      expect(wait).toBeGreaterThan(9 * 60);
      expect(refused.body).toContain('Повторите попытку через 10 минут.');
      expect(refused.body).toContain(tooManyRequestsMessage(wait));
      const api = await t.app.inject({
        method: 'POST',
        url: '/api/Order/Create',
        payload: {},
        remoteAddress: ip,
      });
      expect(api.statusCode).toBe(429);
    });
  });

  describe('the contact form of the home page', () => {
    const question = {
      name: 'Анна Петрова',
      phone: '8-999-123-45-67',
      email: 'anna@example.ru',
      message: 'Нужен отчёт о поставщике из Турции.',
    };
    const questionCount = async () =>
      (await t.database.db.select({ id: questions.id }).from(questions)).length;

    it('answers bad input with 400, the messages and everything typed', async () => {
      const before = await questionCount();
      const res = await postForm('/?index', { ...question, phone: '+7 (999)', email: 'anna' });
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain(FEEDBACK_MESSAGES.phone);
      expect(res.body).toContain(FEEDBACK_MESSAGES.email);
      expect(res.body).toContain('value="+7 (999)"');
      expect(res.body).toContain(question.message);
      expect(await questionCount()).toBe(before);
    });

    it('hints at the formats the phone rule takes, as the order form does', async () => {
      // «Только цифры и дефисы» stayed under the field after «+7 (916) 555-12-34» was accepted.
      const res = await postForm('/?index', { ...question, email: '' });
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain(PHONE_HINT);
      expect(res.body).not.toContain('Только цифры и дефисы');
    });

    it('saves the question once and thanks', async () => {
      const before = await questionCount();
      const res = await postForm('/?index', question);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain(THANK_YOU_TEXT);
      expect(await questionCount()).toBe(before + 1);
    });

    it('shares its limit with POST /api/FeedBack/Question', async () => {
      const ip = nextClient();
      for (let i = 0; i < 3; i++) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/FeedBack/Question',
          payload: question,
          remoteAddress: ip,
        });
        expect(res.statusCode).toBe(200);
      }
      expect((await postForm('/?index', question, ip)).statusCode).toBe(200);
      expect((await postForm('/?index', question, ip)).statusCode).toBe(200);
      const refused = await postForm('/?index', question, ip);
      expect(refused.statusCode).toBe(429);
      expect(refused.body).toContain('Повторите попытку через 10 минут.');
      expect(refused.body).toContain(question.message);
      const api = await t.app.inject({
        method: 'POST',
        url: '/api/FeedBack/Question',
        payload: question,
        remoteAddress: ip,
      });
      expect(api.statusCode).toBe(429);
    });
  });

  describe('the review form', () => {
    const review = {
      author: 'Пётр Иванов',
      organisation: 'ООО «Вектор»',
      text: 'Отчёт пришёл вовремя и помог принять решение о сделке.',
      rating: '5',
    };
    const reviewCount = async () =>
      (await t.database.db.select({ id: reviews.id }).from(reviews)).length;

    it('answers bad input with 400, the messages and everything typed', async () => {
      const before = await reviewCount();
      const { rating: _, ...unrated } = review;
      const res = await postForm('/feedbacks', { ...unrated, text: 'Коротко.' });
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain('Поставьте оценку от 1 до 5');
      expect(res.body).toContain('Напишите хотя бы пару предложений');
      expect(res.body).toContain(review.author);
      expect(res.body).toContain('Коротко.');
      expect(await reviewCount()).toBe(before);
    });

    it('keeps the review for moderation and thanks', async () => {
      const before = await reviewCount();
      const res = await postForm('/feedbacks', review);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain(REVIEW_THANK_YOU_TEXT);
      expect(await reviewCount()).toBe(before + 1);
    });

    it('shares its limit with POST /api/Review/Create', async () => {
      const ip = nextClient();
      for (let i = 0; i < 4; i++) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/Review/Create',
          payload: { ...review, rating: 5 },
          remoteAddress: ip,
        });
        expect(res.statusCode).toBe(201);
      }
      expect((await postForm('/feedbacks', review, ip)).statusCode).toBe(200);
      const refused = await postForm('/feedbacks', review, ip);
      expect(refused.statusCode).toBe(429);
      // A review's window is an hour: the wait said is the hour's rest, not a minute.
      expect(refused.body).toMatch(/Повторите попытку через (1 час|5\d минут)\./);
      expect(refused.body).toContain(review.text);
    });
  });
});
