import { formatPhone } from '../../contracts/phone';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { formatPrice } from '../../contracts/tariff-duration';
import { startSmtpTestServer, type SmtpTestServer } from '../helpers/smtp-test-server';
import { launchBrowser, openPage, screenshot } from '../playwright-utils';
import { getCountry } from './dictionary-data';
import { startE2EServer, type E2EServer } from './e2e-server';
import { expect } from './web-first';

/** What a first-time customer meets on the way to an order (the shared e2e server has no SMTP). */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const orderForm = (page: Page) =>
  page.locator('form').filter({ has: page.getByRole('button', { name: 'Оформить заказ' }) });

const PHONE_MESSAGE =
  'Укажите номер полностью, с кодом страны: например, +7 916 555-12-34 или 8 916 555-12-34';

async function fillContacts(page: Page, phone: string) {
  const form = orderForm(page);
  await form.getByLabel('Контактное лицо').fill('Ольга Смирнова');
  await form.getByLabel('E-mail').fill('olga@example.ru');
  await form.getByLabel('Телефон').fill(phone);
  await form.getByRole('checkbox').check();
}

const confirmation = (page: Page) =>
  page.getByRole('heading', { name: /^Заказ № \d{4}-\d{6} оформлен$/ });

/** The order's own page, as the order form lands on it. */
const PLACED_ORDER_URL = /\/orders\/\d{4}-\d{6}\?token=[\w-]+&placed=1$/;

/** Fills the contacts, sends the form and answers the order's number and the confirmation note. */
async function placeOrder(page: Page, phone: string) {
  await fillContacts(page, phone);
  await orderForm(page).getByRole('button', { name: 'Оформить заказ' }).click();
  await page.waitForURL(PLACED_ORDER_URL);
  await confirmation(page).waitFor();
  // The heading is there (waited for just above); its number is a value to use further on.
  const number = /\d{4}-\d{6}/.exec(await confirmation(page).innerText())?.[0];
  return {
    number,
    note: page.getByRole('status').filter({ has: page.getByTestId('status-link') }),
  };
}

describe('phone on the order form', () => {
  it('explains a wrong number in Russian and sends nothing', async () => {
    const { page, close } = await openPage(browser);
    await page.goto('/countries/country/de?regCode=HRB+770011');
    await page.waitForURL(/\/order\?company=\d+$/);
    let requests = 0;
    await page.route(/\/order\.data/, (route) => {
      requests += 1;
      return route.continue();
    });
    await fillContacts(page, '123-45-67');
    await orderForm(page).getByRole('button', { name: 'Оформить заказ' }).click();
    await orderForm(page).getByText(PHONE_MESSAGE).waitFor();
    await expect(orderForm(page).getByLabel('Телефон')).toHaveAttribute('aria-invalid', 'true');
    expect(requests).toBe(0);
    await close();
  });

  it.each([
    ['+7 (916) 555-12-34', '+79165551234'],
    ['+79165551234', '+79165551234'],
  ])('accepts %s and stores %s', async (typed, stored) => {
    const { page, errors, close } = await openPage(browser);
    await page.goto('/countries/country/de?regCode=HRB+770011');
    await page.waitForURL(/\/order\?company=\d+$/);
    await fillContacts(page, typed);
    await orderForm(page).getByRole('button', { name: 'Оформить заказ' }).click();
    await page.waitForURL(PLACED_ORDER_URL);
    await confirmation(page).waitFor();
    // Stored as one form, shown grouped: +79165551234 reads «+7 916 555-12-34».
    await page.getByText(`olga@example.ru, ${formatPhone(stored)}`).waitFor();
    expect(errors).toEqual([]);
    await close();
  });
});

describe('the tariff chosen on a report page', () => {
  it('is carried through the search to the order page and ordered', async () => {
    const { tariffs } = await getCountry('de');
    const urgent = tariffs.find((t) => t.tariffName === 'Срочный отчёт');
    if (!urgent || urgent.id === tariffs[0]?.id)
      throw new Error('DE needs a non-first urgent tariff');
    const { page, errors, close } = await openPage(browser);
    await page.goto(`/countries/country/de/report/${urgent.id}`);
    await page.locator('[data-testid="country-search"][data-hydrated]').waitFor();
    await page.getByRole('link', { name: 'Заказать отчёт' }).click();
    await page.waitForURL(new RegExp(`/countries/country/de\\?tariff=${urgent.id}#search$`));
    await expect(page.getByTestId('chosen-tariff')).toContainText('«Срочный отчёт»');

    const search = page
      .locator('section')
      .filter({ has: page.getByRole('heading', { name: /Поиск компании/ }) });
    await search.getByLabel('Наименование организации', { exact: true }).fill('Quarzwerk');
    await search.getByRole('button', { name: 'Найти' }).click();
    await page.getByRole('heading', { name: 'Результаты поиска: 4' }).waitFor();
    await expect(page).toHaveURL(
      (url) =>
        url.searchParams.get('tariff') === String(urgent.id) &&
        url.searchParams.get('name') === 'Quarzwerk',
    );
    await search
      .locator('article')
      .filter({ hasText: 'Quarzwerk Niederrhein GmbH' })
      .getByRole('button', { name: /Выбрать/ })
      .click();
    await page.waitForURL(new RegExp(`/order\\?company=\\d+&tariff=${urgent.id}$`));
    const form = orderForm(page);
    const urgentPrice = formatPrice(urgent.tariffPrice, urgent.tariffCurrency);
    await expect(form.getByRole('radio', { name: /Срочный отчёт/ })).toBeChecked();
    await expect(page.getByTestId('order-total')).toHaveText(urgentPrice);
    await page.reload();
    await expect(orderForm(page).getByRole('radio', { name: /Срочный отчёт/ })).toBeChecked();

    // A foreign customer's number, and no SMTP on this server: the page must not claim a mail.
    const { note } = await placeOrder(page, '+49 30 1234567');
    await expect(note).toContainText(
      'Заказ сохранён, менеджер свяжется с вами по телефону или почте.',
    );
    await expect(note).toContainText('Сохраните ссылку на эту страницу — по ней вы узнаете');
    await expect(note).not.toContainText(/отправили|придёт|пришлём/);
    await expect(confirmation(page)).not.toContainText(/отправили|придёт|пришлём/);
    await screenshot(page, 'order-confirmation-without-smtp-1280');
    // The confirmation is the order's own page: its details are there.
    await page.getByText(/Срочный отчёт ·/).waitFor();
    await page.getByText('olga@example.ru, +49301234567').waitFor();
    expect(errors).toEqual([]);
    await close();
  });

  it('also reaches the order page on a single match, and another country’s tariff is ignored', async () => {
    const [de, fr] = await Promise.all([getCountry('de'), getCountry('fr')]);
    const last = de.tariffs.at(-1);
    const foreign = fr.tariffs[0];
    if (!last || !foreign) throw new Error('DE and FR need tariffs');
    const { page, close } = await openPage(browser);
    await page.goto(`/countries/country/de?tariff=${last.id}&regCode=HRB+770011`);
    await page.waitForURL(new RegExp(`/order\\?company=\\d+&tariff=${last.id}$`));
    const checked = orderForm(page).locator('input[name="tariffId"]:checked');
    await expect(checked).toHaveAttribute('value', String(last.id));

    // The address waited for above, with the company's id the redirect chose.
    await page.goto(page.url().replace(/tariff=\d+/, `tariff=${foreign.id}`));
    await orderForm(page).waitFor();
    await expect(checked).toHaveAttribute('value', String(de.tariffs[0]?.id));
    await close();
  });
});

describe('the confirmation on a server that sends mail', () => {
  let smtp: SmtpTestServer;
  let server: E2EServer;
  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    // A server of this test's own, with SMTP; a small register is enough for one order.
    server = await startE2EServer({ SMTP_URL: smtp.url, DEMO_COMPANIES_PER_COUNTRY: '3' });
  }, 180_000);
  afterAll(async () => {
    await server?.stop();
    await smtp?.close();
  });

  it('says the confirmation will arrive, and it does', async () => {
    const { page, errors, close } = await openPage(browser, 1280, { baseURL: server.baseUrl });
    await page.goto('/countries/country/de?regCode=HRB+770011');
    await page.waitForURL(/\/order\?company=\d+$/);
    const { number, note } = await placeOrder(page, '8 916 555-12-34');
    await expect(note).toContainText('Подтверждение придёт на olga@example.ru.');
    await expect(note).toContainText('Сохраните ссылку на эту страницу — она личная');
    await expect(note).not.toContainText('менеджер свяжется');
    await screenshot(page, 'order-confirmation-with-smtp-1280');
    const mails = await smtp.waitFor(1, 30_000);
    const toCustomer = mails.find((m) => m.subject?.includes(`Заказ № ${number} принят`));
    expect(toCustomer?.text).toContain(number);
    expect(errors).toEqual([]);
    await close();
  });
});

describe('the pages a first visit passes through, at desktop and phone widths', () => {
  it.each([1280, 375])('keep the rating stars on one line at %i px', async (width) => {
    const { page, errors, close } = await openPage(browser, width);
    await page.goto('/feedbacks');
    const stars = page.getByRole('group', { name: 'Оценка' }).locator('label');
    await expect(stars).toHaveCount(5);

    const tops = await stars.evaluateAll((labels) =>
      labels.map((label) => Math.round(label.getBoundingClientRect().top)),
    );
    expect(new Set(tops).size, `star rows at ${width} px: ${tops.join(', ')}`).toBe(1);
    await screenshot(page, `first-visit-feedbacks-${width}`);
    await page.goto('/countries');
    await page.getByTestId('country-groups').waitFor();
    await screenshot(page, `first-visit-countries-${width}`);
    await page.goto('/country');
    await page.getByTestId('choose-country-prompt').waitFor();
    await screenshot(page, `first-visit-country-${width}`);
    expect(errors).toEqual([]);
    await close();
  });
});
