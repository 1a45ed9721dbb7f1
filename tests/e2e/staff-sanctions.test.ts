import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { SCREENING_STATUS_TEXT } from '../../contracts/screening';
import { snapshotBytes } from '../helpers/sanctions-snapshots';
import { startSanctionsListServer } from '../helpers/sanctions-list-server';
import { launchBrowser, openPage, signInAsStaff } from '../playwright-utils';
import { axeViolations } from './axe';
import { startE2EServer, type E2EServer } from './e2e-server';
import { placeOrder } from './orders';
import { expect } from './web-first';

/** Screenshots of this feature for a person to look at (the brief's folder). */
const SHOTS = '/work/shots/sanctions-staff';
const shot = (target: Page | Locator, name: string) =>
  'goto' in target
    ? target.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true })
    : target.screenshot({ path: `${SHOTS}/${name}.png` });

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const nav = (page: Page) => page.getByRole('navigation', { name: 'Разделы' });

describe('staff area: sanctions lists', () => {
  it('the home warns that the lists are stale; the screen shows the five lists, their dates and counts', async () => {
    for (const width of [1280, 375]) {
      const { page, errors, close } = await openPage(browser, width);
      await signInAsStaff(page, 'admin');
      const banner = page.getByTestId('stale-sanctions');
      await expect(banner).toContainText('Санкционные списки устарели:');
      await expect(banner).toContainText('OFAC SDN (США) — от 1 июля 2021 г.');
      await banner.getByRole('link', { name: 'Открыть санкционные списки' }).click();
      await page.getByRole('heading', { name: 'Санкционные списки', exact: true }).waitFor();
      await expect(page).toHaveURL(/\/admin1515\/sanctions$/);

      const cards = page.getByRole('list', { name: 'Списки' }).getByRole('listitem');
      await expect(cards.filter({ has: page.getByRole('heading') })).toHaveCount(5);
      const un = page.getByTestId('sanctions-list-un');
      await expect(un).toContainText('Сводный санкционный список Совета Безопасности ООН');
      await expect(un).toContainText('27 февраля 2026 г.');
      await expect(un).toContainText('дата из самого списка');
      await expect(un).toContainText(/1\s003/);
      await expect(un).toContainText('Устарел');
      await expect(page.getByTestId('sanctions-list-ofac-sdn')).toContainText(/8\s976/);
      await expect(page.getByTestId('sanctions-list-uk')).toContainText('7 сентября 2026 г.');
      await expect(page.getByTestId('sanctions-list-eu')).toContainText('5 августа 2026 г.');
      // The seed's imports head the history.
      await expect(page.getByTestId('sanctions-import')).toHaveCount(5);
      await expect(page.getByRole('button', { name: 'Обновить списки' })).toBeVisible();
      if (width === 1280) {
        await expect(nav(page).getByRole('link', { name: 'Санкционные списки' })).toHaveAttribute(
          'aria-current',
          'page',
        );
        expect(await axeViolations(page), 'lists screen at 1280 px').toEqual([]);
      }
      await shot(page, `lists-${width}`);
      expect(errors).toEqual([]);
      await close();
    }
  });

  it('a manager sees the lists but no button', async () => {
    const { page, errors, close } = await openPage(browser, 1280);
    await signInAsStaff(page, 'manager');
    await nav(page).getByRole('link', { name: 'Санкционные списки' }).click();
    await page.getByRole('heading', { name: 'Санкционные списки', exact: true }).waitFor();
    await expect(page.getByTestId('sanctions-list-un')).toContainText(/1\s003/);
    await expect(page.getByText('Списки обновляет администратор')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Обновить списки' })).toHaveCount(0);
    expect(errors).toEqual([]);
    await close();
  });

  it('the staff order page screens the ordered company and shows each match in detail', async () => {
    const order = await placeOrder('Congomet Trading House');
    for (const width of [1280, 375]) {
      const { page, errors, close } = await openPage(browser, width);
      await signInAsStaff(page, 'manager');
      await page.goto(`/admin1515/company_reports/${order.number}`);
      const block = page.getByTestId('order-screening');
      await expect(block).toContainText(
        new RegExp(`${SCREENING_STATUS_TEXT.match}|${SCREENING_STATUS_TEXT.possible}`),
      );
      await expect(block).toContainText('Проверены название и номера, указанные в заказе');
      await expect(block).toContainText(
        'Сводный санкционный список Совета Безопасности ООН — от 27 февраля 2026 г.',
      );
      const match = block.getByTestId('screening-match').filter({ hasText: 'CONGOMET' }).first();
      await expect(match).toContainText('Номер в списке');
      await expect(match).toContainText('Почему');
      await expect(match).toContainText(/Оценка\s*[01],\d\d из 1/);
      if (width === 1280) expect(await axeViolations(page), 'order at 1280 px').toEqual([]);
      await shot(page.locator('section').filter({ has: block }), `order-screening-${width}`);
      expect(errors).toEqual([]);
      await close();
    }
  });
});

describe('staff area: «Обновить списки»', () => {
  let lists: Awaited<ReturnType<typeof startSanctionsListServer>>;
  let server: E2EServer;
  beforeAll(async () => {
    lists = await startSanctionsListServer(['/EU/CONTENT']);
    const uk = snapshotBytes('uk-sanctions-list-excerpt-2026-09-07.xml').toString('utf8');
    lists.override('/UK/UK-SANCTIONS-LIST.XML', uk.slice(0, uk.length / 2));
    // A server of this test's own, whose SANCTIONS_URL_* point at the stand-in above.
    server = await startE2EServer({ ...lists.env, DEMO_COMPANIES_PER_COUNTRY: '3' });
  }, 300_000);
  afterAll(async () => {
    await server?.stop();
    await lists?.close();
  });

  it('an admin runs the update and reads what happened to each list', async () => {
    const { page, errors, close } = await openPage(browser, 1280, { baseURL: server.baseUrl });
    await signInAsStaff(page, 'admin');
    await page.goto('/admin1515/sanctions');
    await page.getByRole('button', { name: 'Обновить списки' }).click();
    const result = page.getByTestId('sanctions-update-result');
    await expect(result).toContainText('не обновлено списков: 2 из 5', { timeout: 120_000 });
    const outcomes = result.getByRole('list', { name: 'Итог по спискам' }).getByRole('listitem');
    await expect(outcomes).toHaveCount(5);
    await expect(outcomes.nth(0)).toContainText('Без изменений');
    await expect(outcomes.nth(2)).toContainText('Не скачан');
    await expect(outcomes.nth(2)).toContainText('ответил 500');
    await expect(outcomes.nth(3)).toContainText('Отклонён');
    await expect(outcomes.nth(3)).toContainText('Список не изменён.');
    // The history now starts with this run, under the admin's name.
    await expect(page.getByTestId('sanctions-import').first()).toContainText('admin@e2e.test');
    await expect(page.getByTestId('sanctions-list-uk')).toContainText('7 сентября 2026 г.');
    await shot(page, 'update-result-1280');
    expect(errors).toEqual([]);
    await close();
  });
});
