import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { launchBrowser, openPage } from '../playwright-utils';
import { axeViolations } from './axe';
import { expect } from './web-first';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const PAGES = [
  '/',
  '/countries',
  '/countries/continent/europe',
  '/countries/country/fr',
  '/tariffs',
  '/blogs',
  '/registry',
  '/feedbacks',
  '/about',
  '/order',
  '/no-such-page',
];

describe('accessibility (axe-core, WCAG 2.1 A and AA)', () => {
  it.each(PAGES)('%s has no serious or critical violations', async (path) => {
    for (const width of [1280, 375]) {
      const { page, close } = await openPage(browser, width);
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      const serious = await axeViolations(page);
      expect(serious, `${path} at ${width}px`).toEqual([]);
      await close();
    }
  });
});
