import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatPrice, formatTariffDuration } from '../../contracts/tariff-duration';
import { mkdirSync } from 'node:fs';
import { baseUrl, launchBrowser, openPage, screenshot } from '../playwright-utils';
import { getPriceList, nameContains } from './dictionary-data';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('/tariffs', () => {
  it('lists every country with its tariffs, on the server', async () => {
    const priceList = await getPriceList();
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL: baseUrl() });
    const page = await context.newPage();
    await page.goto('/tariffs');
    expect(await page.title()).toBe('Стоимость отчётов по странам — ИноПроверка');
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toMatch(
      /Цены и сроки/,
    );
    expect(await page.locator('h1').innerText()).toBe('Стоимость отчётов');
    const cards = page.getByTestId('price-country');
    expect(await cards.count()).toBe(priceList.length);
    expect(priceList.length).toBeGreaterThan(200);

    // Every country links to its page; spot-check the rows of a few in full.
    const hrefs = await cards
      .locator('h2 a')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(priceList.map((c) => `/countries/country/${c.code.toLowerCase()}`));
    for (const code of ['DE', 'AF', 'US']) {
      const index = priceList.findIndex((c) => c.code === code);
      const country = priceList[index];
      if (!country) throw new Error(`${code} is missing from the price list`);
      const rows = cards.nth(index).locator('tbody tr');
      expect(await rows.count()).toBe(country.tariffs.length);
      for (const [row, tariff] of country.tariffs.entries()) {
        // textContent: off-screen cards skip rendering (content-visibility), so innerText is empty.
        const cells = (await rows.nth(row).locator('th, td').allTextContents()).map((t) =>
          t.trim(),
        );
        expect(cells).toEqual([
          tariff.tariffName,
          formatTariffDuration(tariff),
          formatPrice(tariff.tariffPrice, tariff.tariffCurrency),
        ]);
        expect(await rows.nth(row).locator('a').getAttribute('href')).toBe(
          `/countries/country/${code.toLowerCase()}/report/${tariff.id}`,
        );
      }
    }
    await context.close();
  });

  it('filters by country name as you type, ignoring case', async () => {
    const { page, errors, close } = await openPage(browser);
    const priceList = await getPriceList();
    await page.goto('/tariffs');
    await page.locator('[data-testid="filter"][data-hydrated]').waitFor();
    const filter = page.getByLabel('Фильтр по названию страны');
    const names = () => page.getByTestId('price-country').locator('h2').allTextContents();

    await filter.pressSequentially('КАЗАХ');
    await expect.poll(names).toEqual(['Казахстан']);
    expect(await page.getByTestId('price-count').innerText()).toBe('Найдено: 1 страна');

    await filter.fill('ан');
    const expected = priceList.filter((c) => nameContains(c.name, 'ан')).map((c) => c.name);
    await expect.poll(names).toEqual(expected);

    await filter.fill('атлантида');
    await page.getByText('Страна не найдена').waitFor();

    await page.getByRole('button', { name: 'Очистить' }).click();
    await expect.poll(() => names().then((n) => n.length)).toBe(priceList.length);
    expect(await filter.inputValue()).toBe('');

    await filter.fill('Герм');
    await expect.poll(names).toEqual(['Германия']);
    await screenshot(page, 'tariffs-filtered-1280');
    await page.getByTestId('price-country').getByRole('link', { name: 'Германия' }).click();
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
      // The whole list is over 20 000 px tall: the first screen is what a person judges.
      await page.screenshot({ path: `test-results/screenshots/tariffs-${width}.png` });
      expect(errors).toEqual([]);
      await close();
    }
  });
});
