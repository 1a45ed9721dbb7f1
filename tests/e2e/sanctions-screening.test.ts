import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { SCREENING_NOTHING_TO_CHECK, SCREENING_STATUS_TEXT } from '../../contracts/screening';
import { baseUrl, launchBrowser, openPage } from '../playwright-utils';
import { getCountry } from './dictionary-data';
import { expect } from './web-first';

/** The fixture named as the UN and OFAC SDN lists name a North Korean entity (fixtures.ts). */
const LISTED = 'Korea Ryonbong General Corporation';
const CLEAN = 'Ryonbong Fresh Noodle Cooperative';
const SHOTS = '/work/shots/screening-pages';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  mkdirSync(SHOTS, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
});

/** A whole page from its top, so the sticky header stays where it belongs; focus is kept. */
async function shot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

const cardOf = (page: Page, name: string) =>
  page.locator('article').filter({ has: page.getByRole('heading', { name, exact: true }) });

/** Tabs from the element focused now until `target` has the focus (at most `limit` presses). */
async function tabTo(page: Page, target: ReturnType<Page['locator']>, limit = 40) {
  for (let i = 0; i < limit; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('the target never got the keyboard focus');
}

describe('sanctions screening where visitors see it', () => {
  it.each([1280, 375])(
    'badges each result, with the lists’ date on focus, at %i px',
    async (width) => {
      const { page, errors, close } = await openPage(browser, width);
      await page.goto('/countries/country/kp?name=Ryonbong');
      await page.getByRole('heading', { name: 'Результаты поиска: 3' }).waitFor();
      const listed = cardOf(page, LISTED).getByTestId('screening-badge');
      await expect(listed).toHaveText(SCREENING_STATUS_TEXT.match);
      await expect(cardOf(page, CLEAN).getByTestId('screening-badge')).toHaveText(
        SCREENING_STATUS_TEXT.clear,
      );
      const tip = cardOf(page, LISTED).getByTestId('screening-badge-tip');
      await expect(tip).toBeHidden();
      // From the button above the list, by keyboard alone.
      await page.getByRole('button', { name: 'Изменить запрос' }).focus();
      await tabTo(page, listed);
      await expect(tip).toBeVisible();
      // The demo seed's OFAC SDN snapshot is dated 1 July 2021: the oldest, and out of date.
      await expect(tip).toContainText('Проверено по 5 спискам; самый старый от 01.07.2021');
      await expect(tip).toContainText('списки устарели');
      await expect(listed).toHaveAccessibleDescription(/Проверено по 5 спискам/);
      await shot(page, `results-badges-${width}`);
      // Escape dismisses the tip while the focus stays; it shows again on the next focus.
      await page.keyboard.press('Escape');
      await expect(tip).toBeHidden();
      await expect(listed).toBeFocused();
      await page.keyboard.press('Shift+Tab');
      await tabTo(page, listed);
      await expect(tip).toBeVisible();
      expect(errors).toEqual([]);
      await close();
    },
  );

  it.each([1280, 375])('opens the check page of a listed company at %i px', async (width) => {
    const { page, errors, close } = await openPage(browser, width);
    await page.goto('/countries/country/kp?name=Ryonbong');
    await cardOf(page, LISTED).getByTestId('screening-badge').click();
    await page.waitForURL(/\/sanctions\/company\/\d+$/);
    const companyId = /(\d+)$/.exec(page.url())![1]!;
    await page.getByRole('heading', { name: LISTED, exact: true }).waitFor();
    await expect(page.getByTestId('screening-verdict')).toContainText(SCREENING_STATUS_TEXT.match);
    const lists = page.getByTestId('screening-lists');
    await expect(lists.locator('tbody tr')).toHaveCount(5);
    await expect(lists.locator('tr[data-list="un"]')).toContainText('27 февраля 2026');
    await expect(lists.locator('tr[data-list="ofac-sdn"]')).toContainText('устарел');
    const un = page.locator('[data-testid="screening-match"][data-list="un"]');
    await expect(un.getByRole('heading')).toHaveText('KOREA RYONBONG GENERAL CORPORATION');
    await expect(un).toContainText('Сходство100%');
    await expect(un.getByTestId('screening-reasons').locator('li').first()).toBeVisible();
    await expect(page.getByTestId('screening-disclaimer')).toContainText(
      'автоматическая проверка по официальным открытым спискам, а не юридическое заключение',
    );
    const certificate = page.locator('form[action="/sanctions/certificates"]');
    await expect(certificate.locator('input[name="companyId"]')).toHaveValue(companyId);
    await expect(certificate.getByRole('button')).toHaveText('Получить справку (PDF)');
    await expect(page.getByRole('link', { name: 'Заказать отчёт' })).toHaveAttribute(
      'href',
      `/order?company=${companyId}`,
    );
    await shot(page, `check-page-match-${width}`);
    expect(errors).toEqual([]);
    await close();
  });

  it.each([1280, 375])('checks the details typed in the no-match view at %i px', async (width) => {
    const { page, errors, close } = await openPage(browser, width);
    await page.goto('/countries/country/kp?name=Korea+Kumryong+Trading+Corporation');
    await page.getByRole('heading', { name: 'Ошибка при поиске организации' }).waitFor();
    await page.getByRole('link', { name: 'Проверить по санкционным спискам' }).click();
    await page.waitForURL(
      /\/sanctions\/check\?name=Korea\+Kumryong\+Trading\+Corporation&country=KP$/,
    );
    await expect(page.getByLabel('Название компании')).toHaveValue(
      'Korea Kumryong Trading Corporation',
    );
    await expect(page.getByLabel('Страна')).toHaveValue('KP');
    await expect(page.getByTestId('screening-verdict')).toContainText(SCREENING_STATUS_TEXT.match);
    await expect(
      page.locator('[data-testid="screening-match"][data-list="un"]').first(),
    ).toContainText('KOREA KUMRYONG TRADING CORPORATION');
    const certificate = page.locator('form[action="/sanctions/certificates"]');
    await expect(certificate.locator('input[name="name"]')).toHaveValue(
      'Korea Kumryong Trading Corporation',
    );
    await expect(certificate.locator('input[name="country"]')).toHaveValue('KP');
    await shot(page, `typed-check-${width}`);
    // Another name typed into the same form, and the page answers it.
    await page.getByLabel('Название компании').fill(CLEAN);
    await page.getByRole('button', { name: 'Проверить', exact: true }).click();
    await expect(page.getByTestId('screening-verdict')).toContainText(SCREENING_STATUS_TEXT.clear);
    expect(errors).toEqual([]);
    await close();
  });

  it('refuses a form with nothing filled, with JavaScript and without', async () => {
    const { page, close } = await openPage(browser, 1280);
    await page.goto('/sanctions/check');
    await page.getByRole('button', { name: 'Проверить', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText(SCREENING_NOTHING_TO_CHECK);
    await expect(page.getByTestId('screening-result')).toHaveCount(0);
    await close();
    const noJs = await openPage(browser, 375, { javaScriptEnabled: false });
    const answer = await noJs.page.goto(`/sanctions/check?name=${'x'.repeat(301)}&country=`);
    expect(answer?.status()).toBe(400);
    await expect(noJs.page.getByRole('alert')).toHaveText(
      'Название компании: Не длиннее 300 символов',
    );
    await noJs.close();
  });

  it.each([1280, 375])(
    'badges the company on the customer’s order page at %i px',
    async (width) => {
      const { page, errors, close } = await openPage(browser, width);
      await page.goto('/countries/country/kp?name=Ryonbong');
      const href = await cardOf(page, LISTED).getByTestId('screening-badge').getAttribute('href');
      const companyId = Number(/(\d+)$/.exec(href ?? '')![1]);
      const { tariffs } = await getCountry('kp');
      const response = await fetch(`${baseUrl()}/api/Order/Create`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          idempotencyKey: crypto.randomUUID(),
          countryCode: 'kp',
          companyId,
          tariffId: tariffs[0]?.id,
          language: 'ru',
          contactName: 'Ольга Заказова',
          email: `olga-${Date.now().toString(36)}@example.ru`,
          phone: '+7 916 555-12-34',
          consent: true,
        }),
      });
      expect(response.status).toBe(201);
      const { statusPath } = (await response.json()) as { statusPath: string };
      await page.goto(statusPath);
      const badge = page.getByTestId('screening-badge');
      await expect(badge).toHaveText(SCREENING_STATUS_TEXT.match);
      await expect(badge).toHaveAttribute('href', `/sanctions/company/${companyId}`);
      await badge.focus();
      await expect(page.getByTestId('screening-badge-tip')).toBeVisible();
      await shot(page, `order-page-badge-${width}`);
      expect(errors).toEqual([]);
      await close();
    },
  );
});
