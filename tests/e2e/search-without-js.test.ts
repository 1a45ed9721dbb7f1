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

const SPINNER_TEXT = 'Ищем компанию в реестре';

const searchSection = (page: Page) =>
  page.locator('section').filter({ has: page.getByRole('heading', { name: /Поиск компании/ }) });

describe('company search without JavaScript', () => {
  it.each([1280, 375])(
    'goes from the home page to a country search and its results at %i px',
    async (width) => {
      const { page, close } = await openPage(browser, width, { javaScriptEnabled: false });
      await page.goto('/');
      await page.getByLabel('Страна', { exact: true }).selectOption('de');
      await page
        .locator('#hero, main')
        .first()
        .screenshot({
          path: `test-results/screenshots/home-no-js-chosen-${width}.png`,
        });
      await page.getByTestId('find-company').click();
      await page.waitForURL(/\/countries\/country\/de#search$/);
      const section = searchSection(page);
      await section.getByLabel('Наименование организации', { exact: true }).fill('Quarzwerk');
      await section.getByRole('button', { name: 'Найти' }).click();
      // A native form sends its empty fields too; the page reads only the filled ones.
      await page.waitForURL(/\/countries\/country\/de\?name=Quarzwerk&.*#search$/);
      await page.getByRole('heading', { name: 'Результаты поиска: 4' }).waitFor();
      await expect(page.getByText(SPINNER_TEXT)).toHaveCount(0);
      await screenshot(page, `search-no-js-results-${width}`);
      await page.getByRole('button', { name: 'Выбрать Quarzwerk Oberland AG' }).click();
      await page.waitForURL(/\/order\?company=\d+$/);
      await page.getByRole('heading', { name: 'Quarzwerk Oberland AG' }).waitFor();
      await close();
    },
  );

  it('shows the no-match view and the rule for a search without a name or a number', async () => {
    const { page, close } = await openPage(browser, 1280, { javaScriptEnabled: false });
    await page.goto('/countries/country/de?name=Phantasie+Nirgendwo+Handel');
    await page.getByRole('heading', { name: 'Ошибка при поиске организации' }).waitFor();
    const refused = await page.goto('/countries/country/de?address=Berlin');
    expect(refused?.status()).toBe(400);
    await page.getByText('Заполните хотя бы одно из полей').first().waitFor();
    await close();
  });
});

describe('a shared search link with JavaScript', () => {
  it.each([1280, 375])(
    'shows the server’s results at once, without a second search, at %i px',
    async (width) => {
      const html = await (await fetch(`${baseUrl()}/countries/country/de?name=Quarzwerk`)).text();
      expect(html).toContain('Quarzwerk Oberland AG');
      expect(html).not.toContain(SPINNER_TEXT);
      const { page, errors, close } = await openPage(browser, width);
      let searches = 0;
      await page.route(
        (url) => url.pathname === '/countries/country/de.data',
        (route) => {
          searches += 1;
          return route.continue();
        },
      );
      await page.goto('/countries/country/de?name=Quarzwerk');
      await page.locator('[data-testid="country-search"][data-hydrated]').waitFor();
      await page.getByRole('heading', { name: 'Результаты поиска: 4' }).waitFor();
      await expect(page.getByText(SPINNER_TEXT)).toHaveCount(0);
      await screenshot(page, `search-js-shared-link-${width}`);
      expect(searches).toBe(0);
      // A new search from here asks the page's loader for its data, once.
      await page.getByRole('button', { name: 'Изменить запрос' }).click();
      const name = searchSection(page).getByLabel('Наименование организации', { exact: true });
      await name.fill('Zwielicht');
      await searchSection(page).getByRole('button', { name: 'Найти' }).click();
      await page.waitForURL(/\/order\?company=\d+$/);
      expect(searches).toBe(1);
      expect(errors).toEqual([]);
      await close();
    },
  );
});
