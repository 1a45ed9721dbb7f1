import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { formatPrice, formatTariffDuration } from '../../contracts/tariff-duration';
import { baseUrl, launchBrowser, openPage, screenshot } from '../playwright-utils';
import {
  filteredNames,
  getCountries,
  getCountriesByGroup,
  getCountry,
  getCountryGroups,
} from './dictionary-data';
import { expect } from './web-first';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The breadcrumb's items without their separators, for `expect.poll`. */
const crumbs = async (page: Page) =>
  (
    await page
      .getByRole('navigation', { name: 'Навигационная цепочка' })
      .getByRole('listitem')
      .allInnerTexts()
  ).map((t) => t.replace(/^\/\s*/, '').trim());

async function expectNotFound(path: string) {
  const response = await fetch(`${baseUrl()}${path}`, { redirect: 'manual' });
  expect(response.status, path).toBe(404);
  const html = await response.text();
  expect(html).toContain('Страница не найдена');
  // Inside the layout: the header and footer are still there.
  expect(html).toContain('data-testid="footer"');
}

describe('/countries', () => {
  it('lists the country groups with their counts and filters all countries', async () => {
    const { page, errors, close } = await openPage(browser);
    await page.goto('/countries');
    await page.locator('[data-testid="filter"][data-hydrated]').waitFor();
    await expect(page).toHaveTitle('Страны: проверка компаний по всему миру — ИноПроверка');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /./);
    await expect.poll(() => crumbs(page)).toEqual(['Главная', 'Страны']);
    const groups = await getCountryGroups();
    const cards = page.getByTestId('country-groups').getByRole('link');
    await expect(cards).toHaveCount(groups.length);
    for (const [index, group] of groups.entries()) {
      const card = cards.nth(index);
      await expect(card).toHaveAttribute('href', `/countries/continent/${group.slug}`);
      await expect(card).toContainText(group.name);
      await expect(card).toContainText(new RegExp(`${group.countriesCount} стран`));
    }
    // Every region has an icon of its own, drawn inline.
    // The first drawing of a card is its region's; the arrow after «Смотреть страны» is shared.
    // Read once: the cards are all there (checked above) and server-rendered.
    const icons = await Promise.all(
      groups.map((_, index) => cards.nth(index).locator('svg').first().innerHTML()),
    );
    expect(icons).toHaveLength(groups.length);
    expect(new Set(icons).size).toBe(groups.length);
    await expect(page.getByTestId('country-groups').locator('img')).toHaveCount(0);

    const filter = page.getByLabel('Быстрый поиск страны');
    await filter.fill('ГЕР');
    const all = await getCountries();
    const grid = page.getByTestId('country-grid');
    const expected = filteredNames(all, 'гер');
    await expect.poll(() => grid.getByRole('link').allInnerTexts()).toEqual(expected);
    await grid.getByRole('link', { name: 'Германия' }).click();
    await page.waitForURL('**/countries/country/de');
    expect(errors).toEqual([]);
    await close();
  });

  it('shows the countries of a continent with flags, each linking to its page', async () => {
    const { page, errors, close } = await openPage(browser);
    await page.goto('/countries');
    await page.getByRole('link', { name: /Европа/ }).click();
    const { group, countries } = await getCountriesByGroup('europe');
    await page.getByRole('heading', { level: 1, name: group.name }).waitFor();
    await expect(page).toHaveURL((url) => url.pathname === '/countries/continent/europe');
    await expect(page).toHaveTitle('Европа: проверка компаний по странам — ИноПроверка');
    await expect.poll(() => crumbs(page)).toEqual(['Главная', 'Страны', 'Европа']);
    const links = page.getByTestId('country-grid').getByRole('link');
    await expect(links).toHaveCount(countries.length);
    for (const [index, country] of countries.entries()) {
      const code = country.code.toLowerCase();
      await expect(links.nth(index)).toHaveAttribute('href', `/countries/country/${code}`);
      await expect(links.nth(index).locator('img')).toHaveAttribute('src', `/flags/${code}.svg`);
    }
    await page.locator('[data-testid="filter"][data-hydrated]').waitFor();
    // The hint names a country of this very region.
    await expect(page.getByLabel('Найти страну в списке')).toHaveAttribute(
      'placeholder',
      `Например, ${countries[0]?.name}`,
    );
    await page.getByLabel('Найти страну в списке').fill('фин');
    await expect.poll(() => links.allInnerTexts()).toEqual(['Финляндия']);
    expect(errors).toEqual([]);
    await close();
  });

  it.each([
    'europe',
    'asia',
    'cis',
    'north-america',
    'south-america',
    'africa',
    'oceania',
    'antarctica',
  ])('/countries/continent/%s answers 200', async (slug) => {
    const response = await fetch(`${baseUrl()}/countries/continent/${slug}`);
    expect(response.status).toBe(200);
  });

  it('answers 404 for an unknown group, inside the layout', async () => {
    await expectNotFound('/countries/continent/atlantis');
    await expectNotFound('/countries/continent/1');
  });
});

describe('/countries/country/{id}', () => {
  it('shows the company search, the tariffs, the sample and the country text', async () => {
    const { page, errors, close } = await openPage(browser);
    const { country, tariffs } = await getCountry('de');
    await page.goto('/countries/country/de');
    await expect(page).toHaveTitle('Германия: проверка компаний и кредитные отчёты — ИноПроверка');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Германия/);
    await expect(page.locator('h1')).toHaveText(country.name);
    await expect.poll(() => crumbs(page)).toEqual(['Главная', 'Страны', 'Германия']);
    await page.getByRole('heading', { name: /Поиск компании/ }).waitFor();
    // Inside a country page there is no chooser.
    await expect(page.getByTestId('country-select')).toHaveCount(0);
    await expect(page.getByTestId('sample-download')).toBeVisible();
    const rows = page.getByTestId('tariff');
    await expect(rows).toHaveCount(tariffs.length);
    for (const [index, tariff] of tariffs.entries()) {
      const row = rows.nth(index);
      await expect(row).toContainText(tariff.tariffName);
      await expect(row).toContainText(formatTariffDuration(tariff));
      await expect(row).toContainText(formatPrice(tariff.tariffPrice, tariff.tariffCurrency));
      await expect(row.getByRole('link')).toHaveAttribute(
        'href',
        `/countries/country/de/report/${tariff.id}`,
      );
    }
    await expect
      .poll(async () => (await page.getByTestId('country-content').innerText()).length)
      .toBeGreaterThan(10);

    await screenshot(page, 'country-de-1280');
    expect(errors).toEqual([]);
    await close();
  });

  it('renders its text safely: no raw HTML from the database reaches the page', async () => {
    const html = await (await fetch(`${baseUrl()}/countries/country/de`)).text();
    const content = /data-testid="country-content"[^>]*>([\s\S]*?)<\/div>/.exec(html)?.[1] ?? '';
    expect(content).not.toMatch(/<(script|iframe|img|style)\b/i);
    expect(content).not.toMatch(/\son\w+=/i);
  });

  it('looks right on a phone', async () => {
    const { page, close } = await openPage(browser, 375);
    await page.goto('/countries/country/de');
    await page.getByTestId('tariff-list').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
    await screenshot(page, 'country-de-375');
    await close();
  });

  it('answers 404 for an unknown code', async () => {
    await expectNotFound('/countries/country/zz');
    await expectNotFound('/countries/country/deu');
    await expectNotFound('/countries/country/1');
  });

  it('redirects an upper-case code to the lower-case page', async () => {
    const response = await fetch(`${baseUrl()}/countries/country/DE`, { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/countries/country/de');
  });
});

describe('/countries/country/{countryId}/report/{reportId}', () => {
  it('shows what the report contains, its price, delivery time, sample and how to order', async () => {
    const { page, errors, close } = await openPage(browser);
    const { tariffs } = await getCountry('de');
    const tariff = tariffs[1] ?? tariffs[0];
    if (!tariff) throw new Error('Germany has no tariffs in the demo data');
    await page.goto(`/countries/country/de/report/${tariff.id}`);
    await page.locator('[data-testid="country-search"][data-hydrated]').waitFor();
    await expect(page.locator('h1')).toHaveText('Отчёт');
    await expect(page).toHaveTitle(/Отчёт/);
    await expect.poll(() => crumbs(page)).toEqual(['Главная', 'Страны', 'Германия', 'Отчёт']);
    await expect(page.getByTestId('report-price')).toHaveText(
      formatPrice(tariff.tariffPrice, tariff.tariffCurrency),
    );
    await expect(page.getByTestId('report-duration')).toHaveText(formatTariffDuration(tariff));
    const main = page.locator('main');
    for (const section of [
      'Регистрация и история',
      'Финансы',
      'Руководство',
      'Кредитное заключение',
    ]) {
      await expect(main).toContainText(section, { useInnerText: true });
    }
    // The current tariff is marked among the country's others.
    await expect(page.getByTestId('tariff').locator('a[aria-current="page"]')).toContainText(
      tariff.tariffName,
    );
    await expect(page.getByTestId('sample-download')).toBeVisible();
    // Ordering starts with choosing the company on the country's search screen; the chosen
    // tariff goes along to the order page.
    await page.getByRole('link', { name: 'Заказать отчёт' }).click();
    await page.waitForURL(
      (url) =>
        url.pathname === '/countries/country/de' &&
        url.searchParams.get('tariff') === String(tariff.id),
    );
    await page.getByRole('heading', { name: /Поиск компании/ }).waitFor();
    expect(errors).toEqual([]);
    await close();
  });

  it('fits a phone: nothing sideways, no clipped button text', async () => {
    const { page, close } = await openPage(browser, 375);
    const { tariffs } = await getCountry('af');
    await page.goto(`/countries/country/af/report/${tariffs[0]?.id}`);
    await page.getByTestId('report-duration').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
    const clipped = await page
      .locator('aside a, aside button, [data-testid="report-duration"]')
      .evaluateAll((elements) =>
        elements.filter((el) => el.scrollWidth > el.clientWidth).map((el) => el.textContent),
      );
    expect(clipped).toEqual([]);
    await screenshot(page, 'report-af-375');
    await close();
  });

  it('answers 404 for another country’s tariff or an unknown one', async () => {
    const { tariffs: french } = await getCountry('fr');
    await expectNotFound(`/countries/country/de/report/${french[0]?.id}`);
    await expectNotFound('/countries/country/de/report/999999');
    await expectNotFound('/countries/country/de/report/abc');
    await expectNotFound('/countries/country/zz/report/1');
  });
});

describe('/country', () => {
  it('asks to choose a country when none is chosen, then shows the chosen one', async () => {
    const { page, errors, close } = await openPage(browser);
    await page.goto('/country');
    await page.locator('[data-testid="country-search"][data-hydrated]').waitFor();
    await expect(page).toHaveTitle('Сведения о стране — ИноПроверка');
    // The chooser sits beside the prompt, so the prompt names it rather than a place on the page.
    await expect(page.getByTestId('choose-country-prompt')).toHaveText(
      'Страна не выбрана. Нажмите «Выберите страну» и найдите её по названию — здесь появятся сведения о ней.',
    );
    await expect(page.getByTestId('country-select')).toContainText('Выберите страну');
    await page.getByTestId('country-select').click();
    await page.getByRole('combobox', { name: 'Введите название страны' }).fill('япон');
    await page.getByRole('option', { name: 'Япония' }).click();
    await page.waitForURL('**/country?country=jp');
    await page.getByRole('heading', { level: 1, name: 'Япония' }).waitFor();
    await page.getByTestId('country-content').waitFor();
    await expect(page.getByTestId('choose-country-prompt')).toHaveCount(0);
    await expect(page).toHaveTitle('Сведения о стране: Япония — ИноПроверка');

    expect(errors).toEqual([]);
    await close();
  });

  it('renders the country of ?country= on the server', async () => {
    const html = await (await fetch(`${baseUrl()}/country?country=fr`)).text();
    expect(html).toContain('<title>Сведения о стране: Франция — ИноПроверка</title>');
    expect(html).toContain('data-testid="country-content"');
  });
});
