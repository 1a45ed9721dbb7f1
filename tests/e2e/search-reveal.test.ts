import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { launchBrowser, openPage } from '../playwright-utils';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
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

/**
 * Fills the name and scrolls down until «Найти» sits just below the sticky header, as after
 * reading the form on a phone: the results, replacing the long form, begin above the screen.
 */
async function fillFromScrolledPage(page: Page, name: string) {
  await page.goto('/countries/country/de');
  // Typing or clicking before hydration would be lost or submit the form natively.
  await page.locator('[data-testid="country-search"][data-hydrated]').waitFor();
  const section = searchSection(page);
  await section.getByLabel('Наименование организации', { exact: true }).fill(name);
  const button = section.getByRole('button', { name: 'Найти' });
  await button.evaluate((el) => {
    window.scrollBy({ top: el.getBoundingClientRect().top - 120, behavior: 'instant' });
  });
  return button;
}

/** Where the element is against the sticky header's bottom and the screen's end. */
function measure(selector: string) {
  const bars = document.querySelectorAll(
    '[data-testid="desktop-header"], [data-testid="mobile-bar"]',
  );
  const header = [...bars].find((h) => h.getBoundingClientRect().height > 0);
  const box = document.querySelector(selector)?.getBoundingClientRect();
  return {
    top: box?.top ?? NaN,
    bottom: box?.bottom ?? NaN,
    headerBottom: header?.getBoundingClientRect().bottom ?? NaN,
    screenEnd: window.innerHeight,
  };
}

/** Waits until the element is wholly between the bottom of the sticky header and the screen's end. */
async function waitFullyVisible(page: Page, selector: string) {
  // `fits` beside the measures: a failure shows the last ones.
  await expect
    .poll(
      async () => {
        const m = await page.evaluate(measure, selector);
        return { ...m, fits: m.top >= m.headerBottom && m.bottom <= m.screenEnd };
      },
      { timeout: 10_000, intervals: [100] },
    )
    .toMatchObject({ fits: true });
}

/** What the user sees on the screen (not the full page): the point of these tests. */
async function viewportShot(page: Page, name: string) {
  const dir = path.resolve('test-results/screenshots');
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`) });
}

describe.each([1280, 375])('search screen at %i px', (width) => {
  it('brings the results heading and the first card into view and focuses the heading', async () => {
    const { page, errors, close } = await openPage(browser, width);
    const button = await fillFromScrolledPage(page, 'Quarzwerk');
    const scrolledTo = await page.evaluate(() => window.scrollY);
    await button.click();
    const heading = page.getByRole('heading', { name: 'Результаты поиска: 4' });
    await heading.waitFor();
    await waitFullyVisible(page, '[data-search-reveal]');
    await expect(heading).toBeFocused();

    const firstCard = searchSection(page).locator('article').first();
    const cardTop = await firstCard.evaluate((el) => el.getBoundingClientRect().top);
    expect(cardTop).toBeLessThan((await page.evaluate(() => window.innerHeight)) - 100);
    // The page really moved: the results were above the screen where the user clicked.
    expect(await page.evaluate(() => window.scrollY)).toBeLessThan(scrolledTo);
    await viewportShot(page, `search-results-in-view-${width}`);
    expect(errors).toEqual([]);
    await close();
  });

  it('shows the spinner at once and wholly below the sticky header', async () => {
    const { page, errors, close } = await openPage(browser, width);
    const button = await fillFromScrolledPage(page, 'Quarzwerk');
    // Hold both round trips: the route's data (the URL change) and the search itself. The
    // spinner must not wait for either.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const heldUrls: string[] = [];
    await page.route(
      (url) => url.pathname.endsWith('.data') || url.pathname === '/api/SearchReport/FindCompany',
      async (route) => {
        heldUrls.push(new URL(route.request().url()).pathname);
        await held;
        await route.continue();
      },
    );
    await button.click();
    const spinner = page.getByRole('status').filter({ hasText: 'Ищем компанию' });
    await spinner.waitFor();
    await waitFullyVisible(page, '[role="status"][data-search-reveal]');
    expect(heldUrls.some((p) => p.endsWith('.data'))).toBe(true);
    expect(heldUrls).not.toContain('/api/SearchReport/FindCompany');
    await viewportShot(page, `search-spinner-${width}`);
    release();
    await page.getByRole('heading', { name: 'Результаты поиска: 4' }).waitFor();
    expect(errors).toEqual([]);
    await close();
  });
});
