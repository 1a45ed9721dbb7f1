import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { baseUrl, launchBrowser, openPage, screenshot } from '../playwright-utils';
import { LONG_COMPANY_NAME, LONG_COMPANY_REG_CODE } from './long-company';
import { expect } from './web-first';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const WIDTHS = [320, 375, 1280] as const;

/** Opens the long-named company's order page the way a visitor gets there: its search. */
async function openLongOrderPage(page: Page) {
  await page.goto(`/countries/country/de?regCode=${encodeURIComponent(LONG_COMPANY_REG_CODE)}`);
  await page.waitForURL(/\/order\?company=\d+/);
  await page.getByRole('heading', { name: LONG_COMPANY_NAME }).waitFor();
}

const overflow = (page: Page) =>
  page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));

describe('layout', () => {
  it.each(WIDTHS)(
    'keeps the order page of a 300-character company name within %i px',
    async (width) => {
      expect(LONG_COMPANY_NAME).toHaveLength(300);
      const { page, errors, close } = await openPage(browser, width);
      await openLongOrderPage(page);
      const { scrollWidth, innerWidth } = await overflow(page);
      expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
      // The breadcrumbs lead back to the company's country.
      const crumbs = page.getByRole('navigation', { name: 'Навигационная цепочка' });
      await expect(crumbs.getByRole('link', { name: 'Германия' })).toHaveAttribute(
        'href',
        '/countries/country/de',
      );
      // A phone number stays on one line.
      const phone = page.getByText('+49 30 1234 5678', { exact: true });
      const box = await phone.boundingBox();
      const lineHeight = await phone.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight));
      expect(box!.height).toBeLessThan(lineHeight * 1.5);
      await screenshot(page, `order-long-company-${width}`);
      expect(errors).toEqual([]);
      await close();
    },
  );

  it.each([320, 375])('keeps «Наверх» clear of every «Выбрать» on a %i px phone', async (width) => {
    const { page, errors, close } = await openPage(browser, width, {
      viewport: { width, height: 640 },
    });
    await page.goto('/countries/country/de?name=Quarzwerk');
    const choose = page.getByRole('button', { name: /^Выбрать / });
    await choose.first().waitFor();
    await page.locator('[data-hydrated]').first().waitFor();
    const up = page.getByRole('button', { name: 'Наверх' });
    // The results come as one list, the first waited for above: the number to walk through.
    const count = await choose.count();
    expect(count).toBeGreaterThan(1);
    for (let i = 0; i < count; i += 1) {
      // The worst place: the button at the very bottom of the window, where «Наверх» sits.
      await choose.nth(i).evaluate((el) =>
        window.scrollTo({
          top: window.scrollY + el.getBoundingClientRect().bottom - window.innerHeight + 4,
          behavior: 'instant',
        }),
      );
      if (!(await page.evaluate(() => window.scrollY > 300))) continue;
      await up.waitFor();
      const a = (await choose.nth(i).boundingBox())!;
      const b = (await up.boundingBox())!;
      const overlaps =
        a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
      expect(overlaps, `«Выбрать» № ${i + 1}`).toBe(false);
    }
    await screenshot(page, `results-scroll-top-${width}`);
    expect(errors).toEqual([]);
    await close();
  });
});

describe('without JavaScript', () => {
  const noScript = async (width: number) => {
    const context = await browser.newContext({
      viewport: { width, height: 800 },
      baseURL: baseUrl(),
      locale: 'ru-RU',
      javaScriptEnabled: false,
      acceptDownloads: true,
    });
    return { page: await context.newPage(), close: () => context.close() };
  };

  it('downloads the sample from a country page and from the home page’s chooser', async () => {
    const { page, close } = await noScript(1280);
    await page.goto('/countries/country/de');
    const [fromCountry] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('sample-download').click(),
    ]);
    expect(fromCountry.suggestedFilename()).toMatch(/Германия.*\.pdf$/);
    await page.goto('/');
    await page.getByTestId('country-select').selectOption('fr');
    const [fromHome] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('sample-download').click(),
    ]);
    expect(fromHome.suggestedFilename()).toMatch(/Франция.*\.pdf$/);
    await close();
  });

  it('opens «О стране» as the country’s page', async () => {
    const { page, close } = await noScript(1280);
    await page.goto('/?country=de');
    await page.getByRole('link', { name: 'О стране' }).click();
    await page.waitForURL(/\/country\?country=de$/);
    await page.getByRole('heading', { level: 1, name: /Германия/ }).waitFor();
    await screenshot(page, 'country-info-no-js-1280');
    await close();
  });

  it.each([320, 375])('opens the phone’s menu at %i px', async (width) => {
    const { page, close } = await noScript(width);
    await page.goto('/');
    const menu = page.getByRole('navigation', { name: 'Меню' });
    await expect(menu).toBeHidden();
    await page.getByTestId('menu-without-script').locator('summary').click();
    await menu.waitFor();
    await expect(menu.getByRole('link')).toHaveText([
      'Главная',
      'Страны',
      'Стоимость',
      'Блог',
      'Отзывы',
    ]);
    await screenshot(page, `menu-no-js-${width}`);
    await menu.getByRole('link', { name: 'Стоимость' }).click();
    await page.waitForURL(/\/tariffs$/);
    expect(await overflow(page)).toMatchObject({ scrollWidth: width });
    await screenshot(page, `tariffs-no-js-${width}`);
    await close();
  });
});
