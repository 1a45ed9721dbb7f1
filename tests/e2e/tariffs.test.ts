import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import {
  cheapestAndFastest,
  formatPrice,
  formatTariffDuration,
} from '../../contracts/tariff-duration';
import type { CountryWithTariffs } from '../../contracts/dictionary';
import { mkdirSync } from 'node:fs';
import { baseUrl, launchBrowser, openPage, screenshot } from '../playwright-utils';
import { filteredNames, getPriceList } from './dictionary-data';
import { expect } from './web-first';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const rows = (page: Page) => page.getByTestId('price-list').locator('tr');
const names = (page: Page) => rows(page).locator('th').allTextContents();

/** A country's line of the price list: name, lowest price, shortest delivery. */
function expectedCells(country: CountryWithTariffs) {
  const summary = cheapestAndFastest(country.tariffs);
  if (!summary) return [country.name, 'по запросу', '—'];
  return [
    country.name,
    `от ${formatPrice(summary.cheapest.tariffPrice, summary.cheapest.tariffCurrency)}`,
    formatTariffDuration(summary.fastest),
  ];
}

describe('/tariffs', () => {
  it('lists every country with its lowest price and delivery, lean, on the server', async () => {
    const priceList = await getPriceList();
    const html = await (await fetch(`${baseUrl()}/tariffs`)).arrayBuffer();
    expect(html.byteLength).toBeLessThan(100 * 1024);

    const context = await browser.newContext({ javaScriptEnabled: false, baseURL: baseUrl() });
    const page = await context.newPage();
    await page.goto('/tariffs');
    await expect(page).toHaveTitle('Стоимость отчётов по странам — ИноПроверка');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      /Цены и сроки/,
    );
    await expect(page.locator('h1')).toHaveText('Стоимость отчётов');
    await expect(rows(page)).toHaveCount(priceList.length);
    expect(priceList.length).toBeGreaterThan(200);

    // Every country links to its page, and every line shows what the price list says (read
    // once: a page without scripts is whole, and its rows were counted above).
    const hrefs = await rows(page)
      .locator('th a')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(priceList.map((c) => `/countries/country/${c.code.toLowerCase()}`));
    const cells = await rows(page).evaluateAll((trs) =>
      trs.map((tr) => [...tr.children].map((cell) => cell.textContent?.trim())),
    );
    expect(cells).toEqual(priceList.map(expectedCells));

    // The full table is one click away: the country's page lists each tariff, without JS too.
    const germany = priceList.find((c) => c.code === 'DE');
    if (!germany) throw new Error('DE is missing from the price list');
    await rows(page).getByRole('link', { name: 'Германия' }).click();
    await page.waitForURL('**/countries/country/de');
    const main = page.locator('main');
    for (const tariff of germany.tariffs) {
      await expect(main).toContainText(tariff.tariffName, { useInnerText: true });
      await expect(main).toContainText(formatPrice(tariff.tariffPrice, tariff.tariffCurrency), {
        useInnerText: true,
      });
    }
    await context.close();
  });

  it('filters by a GET form without JavaScript', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL: baseUrl() });
    const page = await context.newPage();
    await page.goto('/tariffs');
    await page.getByLabel('Фильтр по названию страны').fill('казах');
    await page.getByRole('button', { name: 'Найти' }).click();
    await page.waitForURL('**/tariffs?q=*');
    await expect.poll(() => names(page)).toEqual(['Казахстан']);
    await expect(page.getByTestId('price-count')).toHaveText('Найдено: 1 страна');
    await expect(page.getByLabel('Фильтр по названию страны')).toHaveValue('казах');

    await page.goto('/tariffs?q=атлантида');
    await page.getByText('Страна не найдена').waitFor();
    await context.close();
  });

  it('filters by country name as you type, ignoring case', async () => {
    const { page, errors, close } = await openPage(browser);
    const priceList = await getPriceList();
    await page.goto('/tariffs');
    await page.locator('[data-testid="filter"][data-hydrated]').waitFor();
    const filter = page.getByLabel('Фильтр по названию страны');
    const shown = () => names(page);

    await filter.pressSequentially('КАЗАХ');
    await expect.poll(shown).toEqual(['Казахстан']);
    await expect(page.getByTestId('price-count')).toHaveText('Найдено: 1 страна');

    await filter.fill('ан');
    const expected = filteredNames(priceList, 'ан');
    await expect.poll(shown).toEqual(expected);

    await filter.fill('атлантида');
    await page.getByText('Страна не найдена').waitFor();

    await page.getByRole('button', { name: 'Очистить' }).click();
    await expect(rows(page)).toHaveCount(priceList.length);
    await expect(filter).toHaveValue('');

    await filter.fill('Герм');
    await expect.poll(shown).toEqual(['Германия']);
    await screenshot(page, 'tariffs-filtered-1280');
    await rows(page).getByRole('link', { name: 'Германия' }).click();
    await page.waitForURL('**/countries/country/de');
    expect(errors).toEqual([]);
    await close();
  });

  it('looks right at 1280 and 375 px', async () => {
    mkdirSync('test-results/screenshots', { recursive: true });
    for (const width of [1280, 375]) {
      const { page, errors, close } = await openPage(browser, width);
      await page.goto('/tariffs');
      await page.getByTestId('price-list').waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      );
      // The whole list is about 10 000 px tall: the first screen is what a person judges.
      await page.screenshot({ path: `test-results/screenshots/tariffs-${width}.png` });
      expect(errors).toEqual([]);
      await close();
    }
  });
});
