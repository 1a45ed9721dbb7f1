import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { baseUrl, launchBrowser, openPage, screenshot } from '../playwright-utils';
import { expect } from './web-first';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const searchSection = (page: Page) =>
  page.locator('section').filter({ has: page.getByRole('heading', { name: /Поиск компании/ }) });

/** The country page's loader searches: the form's submit asks it for the page's data. */
const isCountrySearch = (url: URL) => url.pathname === '/countries/country/de.data';

async function search(page: Page, fields: Record<string, string>) {
  const section = searchSection(page);
  for (const [label, value] of Object.entries(fields))
    await section.getByLabel(label, { exact: true }).fill(value);
  await section.getByRole('button', { name: 'Найти' }).click();
}

describe('company search screen', () => {
  it('has the heading, the flag and the exact field labels', async () => {
    const { page, errors, close } = await openPage(browser);
    await page.goto('/countries/country/de');
    const section = searchSection(page);
    await section.getByRole('heading', { name: /Поиск компании\s*Германия/ }).waitFor();
    await expect(section.locator('img[src="/flags/de.svg"]')).toHaveCount(1);
    for (const label of [
      'Наименование организации',
      'Регистрационный номер',
      'TAX/VAT-номер',
      'Адрес',
      'Телефон',
      'E-mail',
      'Дополнительное информация',
    ]) {
      await expect(section.getByLabel(label, { exact: true }), label).toHaveCount(1);
    }
    await expect(section.getByRole('button', { name: 'Найти' })).toBeVisible();
    expect(errors).toEqual([]);
    await close();
  });

  it('asks for a name or a number before searching, without a request', async () => {
    const { page, close } = await openPage(browser);
    let requests = 0;
    await page.route(isCountrySearch, (route) => {
      requests += 1;
      return route.continue();
    });
    await page.goto('/countries/country/de');
    await search(page, { Адрес: 'Berlin' });
    await page
      .getByRole('alert')
      .filter({
        hasText:
          'Заполните хотя бы одно из полей: наименование, регистрационный номер или TAX/VAT-номер',
      })
      .waitFor();
    expect(requests).toBe(0);
    await close();
  });

  it('shows a spinner, then every match as a card; the query survives reload and Back', async () => {
    const { page, errors, close } = await openPage(browser);
    await page.goto('/countries/country/de');
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(isCountrySearch, async (route) => {
      await held;
      await route.continue();
    });
    await search(page, { 'Наименование организации': 'Quarzwerk' });
    const spinner = page.getByRole('status').filter({ hasText: 'Ищем компанию' });
    await spinner.waitFor();
    await expect(
      searchSection(page).getByLabel('Наименование организации', { exact: true }),
    ).toHaveCount(0);
    release();
    await page.getByRole('heading', { name: 'Результаты поиска: 4' }).waitFor();
    await expect(spinner).toHaveCount(0);
    await expect(page).toHaveURL((url) => url.searchParams.get('name') === 'Quarzwerk');
    const cards = searchSection(page).locator('article');
    await expect(cards).toHaveCount(4);
    const statusTexts = {
      Active: 'Действующая',
      Deleted: 'Ликвидирована',
      'In liquidation': 'В процессе ликвидации',
      'Is in process of reorganization': 'В процессе реорганизации',
    };
    const colours = new Set<string>();
    for (const [status, text] of Object.entries(statusTexts)) {
      const badge = page.locator(`[data-status="${status}"]`).first();
      await expect(badge).toHaveText(text);
      // The badge is there (checked just above); its colour is a computed style, read once.
      colours.add(await badge.evaluate((el) => getComputedStyle(el).backgroundColor));
    }
    expect(colours.size).toBe(4);
    await screenshot(page, 'search-results-1280');

    await page.unroute(isCountrySearch);
    await page.reload();
    await page.getByRole('heading', { name: 'Результаты поиска: 4' }).waitFor();
    await cards
      .filter({ hasText: 'Quarzwerk Niederrhein GmbH' })
      .getByRole('button', { name: /Выбрать/ })
      .click();
    await page.waitForURL(/\/order\?company=\d+$/);
    await page.getByRole('heading', { name: 'Quarzwerk Niederrhein GmbH' }).waitFor();
    await page.goBack();
    await page.getByRole('heading', { name: 'Результаты поиска: 4' }).waitFor();
    expect(errors).toEqual([]);
    await close();
  });

  it('goes straight to the order page when exactly one company matches', async () => {
    const { page, close } = await openPage(browser);
    await page.goto('/countries/country/de');
    await search(page, { 'Регистрационный номер': 'hrb770011' });
    await page.waitForURL(/\/order\?company=\d+$/);
    await page.getByRole('heading', { name: 'Zwielicht Feinmechanik GmbH' }).waitFor();
    // Back returns to the search page, not into a loop of redirects.
    await page.goBack();
    await page.waitForURL(/\/countries\/country\/de$/);
    await close();
  });

  it('shows the no-match view with the criteria kept and an order by the typed details', async () => {
    const { page, close } = await openPage(browser, 375);
    await page.goto('/countries/country/de');
    await search(page, { 'Наименование организации': 'Phantasie Nirgendwo Handel', Адрес: 'Köln' });
    await page.getByRole('heading', { name: 'Ошибка при поиске организации' }).waitFor();
    await expect(page.getByText('хотя бы одно из полей').first()).toBeVisible();
    await expect(
      searchSection(page).getByLabel('Наименование организации', { exact: true }),
    ).toHaveValue('Phantasie Nirgendwo Handel');
    await expect(searchSection(page).getByLabel('Адрес', { exact: true })).toHaveValue('Köln');
    await screenshot(page, 'search-no-match-375');
    await page.getByRole('link', { name: 'Заказать отчёт по введённым данным' }).click();
    await page.waitForURL(/\/order\?/);
    await page.getByRole('heading', { name: 'Phantasie Nirgendwo Handel' }).waitFor();
    await expect(page.getByText('Компании нет в открытом реестре')).toBeVisible();
    await page.reload();
    await page.getByRole('heading', { name: 'Phantasie Nirgendwo Handel' }).waitFor();
    await close();
  });
});

describe('ordering a report', () => {
  async function openOrderPage(page: Page) {
    await page.goto('/countries/country/de?regCode=HRB+770011');
    await page.waitForURL(/\/order\?company=\d+$/);
    await page.getByRole('heading', { name: 'Zwielicht Feinmechanik GmbH' }).waitFor();
  }

  it('says clearly when no company is chosen', async () => {
    const res = await fetch(`${baseUrl()}/order`);
    expect(res.status).toBe(200);
    const missing = await fetch(`${baseUrl()}/order?company=999999999`);
    expect(missing.status).toBe(404);
    const { page, close } = await openPage(browser);
    await page.goto('/order');
    await page.getByRole('heading', { name: 'Компания не выбрана' }).waitFor();
    await page.getByRole('link', { name: 'Перейти к поиску компании' }).click();
    await page.waitForURL('**/countries');
    await close();
  });

  it('validates every field with the Russian messages', async () => {
    const { page, close } = await openPage(browser);
    await openOrderPage(page);
    const form = page
      .locator('form')
      .filter({ has: page.getByRole('button', { name: 'Оформить заказ' }) });
    await form.getByRole('button', { name: 'Оформить заказ' }).click();
    await form.getByText('Поле не должно быть пустым').waitFor();
    await expect(form.getByText('Введите почту', { exact: true })).toBeVisible();
    await expect(form.getByText(/Укажите номер полностью, с кодом страны/)).toBeVisible();
    await expect(
      form.getByText('Нужно ваше согласие с политикой обработки персональных данных и офертой'),
    ).toBeVisible();
    await expect(page.locator('[name="contactName"]')).toBeFocused();

    await form.getByLabel('Контактное лицо').fill('Анна Петрова');
    await form.getByLabel('E-mail').fill('anna@example.ru');
    await form.getByLabel('Телефон').fill('123-45-67');
    await form.getByLabel(/ИНН организации/).fill('7707083894');
    await form.getByText('Другой язык').click();
    await form.getByRole('button', { name: 'Оформить заказ' }).click();
    await form.getByText(/Укажите номер полностью, с кодом страны/).waitFor();
    await expect(form.getByText(/Проверьте ИНН/)).toBeVisible();
    await expect(form.getByText('Укажите, на каком языке нужен отчёт')).toBeVisible();
    await close();
  });

  it('creates one order on a double click, shows its number and link, then the status page', async () => {
    const { page, errors, close } = await openPage(browser);
    await openOrderPage(page);
    const form = page
      .locator('form')
      .filter({ has: page.getByRole('button', { name: 'Оформить заказ' }) });
    const tariffs = form.getByRole('radio');
    await expect.poll(() => tariffs.count()).toBeGreaterThanOrEqual(2 + 3);
    const secondTariff = form
      .locator('label')
      .filter({ has: page.locator('input[name="tariffId"]') })
      .nth(1);
    // Server-rendered with the tariffs counted above: a value to compare with, read once.
    const secondPrice = await secondTariff.locator('span.text-xl').innerText();
    await secondTariff.click();
    await expect(page.getByTestId('order-total')).toHaveText(secondPrice);
    await expect(page.getByText('Оплата только после готовности отчёта')).toBeVisible();
    await screenshot(page, 'order-page-1280');

    await form.getByLabel('Контактное лицо').fill('Анна Петрова');
    await form.getByLabel('E-mail').fill('anna@example.ru');
    await form.getByLabel('Телефон').fill('8-999-123-45-67');
    await form.getByLabel(/Организация/).fill('ООО «Ромашка»');
    await form.getByLabel(/ИНН организации/).fill('7707083893');
    await form.getByRole('checkbox').check();

    const posts: { url: string; body: string }[] = [];
    await page.route(/\/order\.data/, async (route) => {
      // The post only, not the page's data requests after it.
      if (route.request().method() === 'POST')
        posts.push({ url: route.request().url(), body: route.request().postData() ?? '' });
      await route.continue();
    });
    await form.getByRole('button', { name: 'Оформить заказ' }).dblclick();
    // The form lands on the order's own page: its address keeps the order on screen.
    await page.waitForURL(/\/orders\/\d{4}-\d{6}\?token=[\w-]+&placed=1$/);
    const confirmation = page.getByRole('heading', { name: /^Заказ № \d{4}-\d{6} оформлен$/ });
    await confirmation.waitFor();
    expect(posts).toHaveLength(1);
    // The heading is there (waited for above); its number is a value to use further on.
    const number = (await confirmation.innerText()).match(/\d{4}-\d{6}/)?.[0];
    const statusLink = page.getByTestId('status-link');
    await expect(statusLink).toHaveText(
      new RegExp(`^${baseUrl()}/orders/${number}\\?token=[\\w-]+$`),
      { useInnerText: true },
    );
    const link = await statusLink.innerText();
    await expect(page.getByText('Сохраните ссылку на эту страницу')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Оформление заказа' })).toHaveCount(0);
    await screenshot(page, 'order-placed-1280');

    // A retried submission with the same key answers with the same order.
    const retry = await page.request.post(posts[0]?.url ?? '', {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      data: posts[0]?.body,
      maxRedirects: 0,
    });
    expect(retry.status()).toBeLessThan(400);
    expect(await retry.text()).toContain(`/orders/${number}?token=`);

    // A reload, then Back to the form and Forward again: the order stays on screen.
    const landing = page.url();
    await page.reload();
    await confirmation.waitFor();
    await expect(statusLink).toHaveText(link);
    await page.goBack();
    await page.waitForURL(/\/order\?company=\d+$/);
    await page.goForward();
    await page.waitForURL((url) => url.href === landing);
    await confirmation.waitFor();
    await expect(statusLink).toHaveText(link);

    await page.goto(link);
    await page.getByRole('heading', { name: `Заказ № ${number}` }).waitFor();
    await expect(page.getByTestId('order-status')).toHaveText('Принят');
    await expect(page.getByTestId('expected-date')).toHaveText(/\d{4} г\./);
    await expect(page.getByText('Zwielicht Feinmechanik GmbH')).toBeVisible();
    // The customer's own details as typed: the phone grouped, the company and its ИНН.
    await expect(page.getByText('Анна Петрова, anna@example.ru, +7 999 123-45-67')).toHaveCount(1);
    await expect(page.getByText('ООО «Ромашка», ИНН 7707083893')).toHaveCount(1);
    await expect(page.getByTestId('order-payment-note')).toHaveText(
      /— оплата после готовности отчёта$/,
      { useInnerText: true },
    );

    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);

    await screenshot(page, 'order-status-1280');
    expect(errors).toEqual([]);

    const wrong = await fetch(link.replace(/token=.*/, 'token=wrong'));
    expect(wrong.status).toBe(404);
    const none = await fetch(link.replace(/\?token=.*/, ''));
    expect(none.status).toBe(404);
    await close();

    const phone = await openPage(browser, 375);
    await phone.page.goto(link);
    await screenshot(phone.page, 'order-status-375');
    await phone.close();
  });
});
