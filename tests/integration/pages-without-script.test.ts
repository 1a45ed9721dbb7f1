import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../../db/schema';
import { loadCompanies } from '../helpers/company-fixtures';
import { databaseKinds } from '../helpers/databases';
import { loadSiteBuild, type SiteBuild } from '../helpers/site-build';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createServices } from '../../core/services';
import { placeReadyOrder } from '../helpers/ready-order';
import { createTestStaffActor } from '../helpers/staff';

const kinds = await databaseKinds();

let site: SiteBuild | undefined;
beforeAll(async () => {
  site = await loadSiteBuild();
});
afterAll(async () => {
  await site?.close();
});

/** The opening tag of the first element matching `pattern` in a page's HTML, or undefined. */
const tag = (html: string, pattern: RegExp) => pattern.exec(html)?.[0];

/**
 * What the server's HTML offers before (or without) the page's script: «Скачать образец»,
 * «О стране» and the phone's menu work as plain links, forms and `<details>`.
 */
describe.each(kinds)('pages without JavaScript on %s', (kind) => {
  let t: TestApp;
  let client = 0;
  const get = (url: string) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: { accept: 'text/html' },
      remoteAddress: `10.88.${kind === 'pglite' ? 1 : 2}.${++client}`,
    });

  /** Posts to `url` as a browser without JavaScript sends a form, each helper from its own address. */
  const postPlainForm = (url: string) => {
    const address = `10.89.${kind === 'pglite' ? 1 : 2}.${++client}`;
    return (fields: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url,
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'text/html,application/xhtml+xml',
        },
        payload: new URLSearchParams(fields).toString(),
        remoteAddress: address,
      });
  };

  beforeAll(async () => {
    t = await createTestApp(kind, {}, { site });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('serves a country’s sample report at a plain address, and sends a visitor without one to choose', async () => {
    const res = await get('/sample-report?country=de');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="[^"]+\.pdf"; filename\*=UTF-8''/,
    );
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    for (const url of ['/sample-report', '/sample-report?country=', '/sample-report?country=zz9']) {
      const missing = await get(url);
      expect(missing.statusCode, url).toBe(302);
      expect(missing.headers.location, url).toBe('/countries');
    }
  });

  it('makes «Скачать образец» a link on a country page and a form button on the home page', async () => {
    const country = await get('/countries/country/de');
    expect(tag(country.body, /<a[^>]*data-testid="sample-download"[^>]*>/)).toContain(
      'href="/sample-report?country=de"',
    );
    const home = await get('/');
    const button = tag(home.body, /<button[^>]*data-testid="sample-download"[^>]*>/) ?? '';
    expect(button).toContain('type="submit"');
    expect(button).toContain('formAction="/sample-report"');
    // It sends the chooser's form, whose native select is named `country`.
    const formId = /form="([^"]+)"/.exec(button)?.[1];
    expect(tag(home.body, new RegExp(`<form id="${formId}"[^>]*>`))).toContain(
      'action="/countries"',
    );
    expect(button).not.toContain('aria-disabled');
  });

  it('makes «О стране» a link to the country’s page of information', async () => {
    const home = await get('/?country=de');
    expect(home.body).toMatch(
      /<a href="\/country\?country=de"[^>]*>(<svg[\s\S]*?<\/svg>)?О стране<\/a>/,
    );
    const info = await get('/country?country=de');
    expect(info.statusCode).toBe(200);
    expect(info.body).toContain('Германия');
  });

  it('opens the phone’s menu as a <details> with every section and the phones', async () => {
    const home = await get('/');
    const menu = /<details[^>]*data-testid="menu-without-script"[^>]*>([\s\S]*?)<\/details>/.exec(
      home.body,
    )?.[1];
    expect(menu).toBeDefined();
    expect(menu).toContain('<summary aria-label="Открыть меню"');
    for (const href of ['/', '/countries', '/tariffs', '/blogs', '/feedbacks']) {
      expect(menu, href).toContain(`href="${href}"`);
    }
    expect(menu).toContain('href="tel:');
  });

  it('names the company’s country in the order page’s breadcrumbs', async () => {
    await loadCompanies(t.database, [
      { countryCode: 'DE', name: 'Brotkrumen Wegweiser GmbH', regCode: 'HRB 880990' },
    ]);
    const [row] = await t.database.db
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.regCode, 'HRB 880990'));
    const res = await get(`/order?company=${row!.id}`);
    const crumbs =
      /<nav aria-label="Навигационная цепочка"[\s\S]*?<\/ol>/.exec(res.body)?.[0] ?? '';
    const names = [...crumbs.matchAll(/<(a|span)(?! aria-hidden)[^>]*>([^<]+)<\/\1>/g)].map(
      (m) => m[2],
    );
    expect(names).toEqual(['Главная', 'Страны', 'Германия', 'Оформление заказа']);
    expect(crumbs).toContain('href="/countries/country/de"');
  });

  it('takes the act’s buyer details from a plain form, with Russian messages for mistakes', async () => {
    const services = createServices(t.database.db, t.config, t);
    const staff = await createTestStaffActor(t.database, 'admin', 'Борис Бухгалтеров');
    const order = await placeReadyOrder(t, { inn: '7707083893', organisation: 'ПАО Сбербанк' });
    await services.payments.requestInvoice(order.number, order.token, {
      name: 'ПАО Сбербанк',
      inn: '7707083893',
      kpp: '773601001',
      address: '117312, г. Москва, ул. Вавилова, д. 19',
    });
    await services.payments.staff.markInvoicePaid(staff, order.number, {
      paidOn: '2026-01-15',
      paymentOrderNumber: '512',
    });
    const status = await get(`/orders/${order.number}?token=${encodeURIComponent(order.token)}`);
    expect(status.body).toMatch(/<details[^>]*data-testid="act-buyer"/);
    const post = postPlainForm(
      `/orders/${order.number}/act-buyer?token=${encodeURIComponent(order.token)}`,
    );
    const bad = await post({ name: 'ПАО Сбербанк', inn: '123', kpp: '77', address: '' });
    expect(bad.statusCode).toBe(400);
    const text = bad.body.replaceAll('<!-- -->', '');
    for (const message of [
      'ИНН — 10 цифр для организации или 12 для ИП',
      'КПП — 9 цифр',
      'Укажите юридический адрес',
    ]) {
      expect(text).toContain(message);
    }
    const good = await post({
      name: 'ПАО Сбербанк',
      inn: '7707083893',
      kpp: '773643001',
      address: '117312, г. Москва, ул. Вавилова, д. 19',
    });
    expect(good.statusCode).toBe(302);
    expect(good.headers.location).toContain(`/orders/${order.number}`);
    const view = await services.payments.orderView(order.number, order.token);
    expect(view?.act?.buyer.kpp).toBe('773643001');
  });

  it('keeps the invoice form’s Russian messages after a refused send, then issues the invoice', async () => {
    // Its route's loader sent every render back to the order: the messages of a refused send
    // without JavaScript were lost behind that redirect.
    const order = await placeReadyOrder(t, { inn: '7707083893', organisation: 'ПАО Сбербанк' });
    const post = postPlainForm(
      `/orders/${order.number}/invoice?token=${encodeURIComponent(order.token)}`,
    );
    const bad = await post({ name: 'ПАО Сбербанк', inn: '123', kpp: '', address: '' });
    expect(bad.statusCode).toBe(400);
    const text = bad.body.replaceAll('<!-- -->', '');
    expect(text).toContain('ИНН — 10 цифр для организации или 12 для ИП');
    expect(text).toContain('value="ПАО Сбербанк"');
    const good = await post({
      name: 'ПАО Сбербанк',
      inn: '7707083893',
      kpp: '773601001',
      address: '117312, г. Москва, ул. Вавилова, д. 19',
    });
    expect(good.statusCode).toBe(302);
    expect(good.headers.location).toContain(`/orders/${order.number}`);
    const view = await createServices(t.database.db, t.config, t).payments.orderView(
      order.number,
      order.token,
    );
    expect(view?.invoice?.buyerName).toBe('ПАО Сбербанк');
  });
});
