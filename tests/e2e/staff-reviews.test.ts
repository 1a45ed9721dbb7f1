import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { baseUrl, launchBrowser, openPage, screenshot, signInAsStaff } from '../playwright-utils';
import { expect } from './web-first';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A review sent the way the public form sends it, by a visitor no other test knows. */
async function submitReview(author: string): Promise<number> {
  const response = await fetch(`${baseUrl()}/api/Review/Create`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      author,
      organisation: 'ООО «Проверка отзывов»',
      text: 'Заказали отчёт на партнёра в Германии: пришёл за два дня, всё понятно и по делу.',
      rating: 5,
    }),
  });
  if (response.status !== 201) throw new Error(`Review/Create: ${response.status}`);
  return ((await response.json()) as { id: number }).id;
}

describe('staff area: reviews', () => {
  it('a manager approves a submitted review, which /feedbacks shows at once, then hides it', async () => {
    const author = `Рецензент ${Date.now().toString(36)}`;
    await submitReview(author);
    const { page, errors, close } = await openPage(browser, 1280);
    await signInAsStaff(page, 'manager');

    await page
      .getByRole('navigation', { name: 'Разделы' })
      .getByRole('link', { name: 'Отзывы' })
      .click();
    await page.getByRole('heading', { name: 'Отзывы', exact: true }).waitFor();
    // Awaiting reviews come first: the tab is open without choosing it.
    const awaitingTab = page.getByRole('link', { name: /^На проверке/ });
    await expect(awaitingTab).toHaveAttribute('aria-current', 'page');
    const card = page.getByRole('article', { name: author });
    await card.waitFor();
    await expect(card).toContainText('ООО «Проверка отзывов»');
    await expect(card).toContainText('С сайта');
    await screenshot(page, 'staff-reviews-1280');

    await card.getByRole('button', { name: 'Опубликовать' }).click();
    await page.getByRole('status').filter({ hasText: 'Отзыв опубликован' }).waitFor();
    await card.waitFor({ state: 'detached' });

    const site = await browser.newPage({ baseURL: baseUrl() });
    await site.goto('/feedbacks');
    await site.getByRole('heading', { name: author }).waitFor();

    await page.getByRole('link', { name: /^Опубликованы/ }).click();
    const published = page.getByRole('article', { name: author });
    await published.getByRole('button', { name: 'Скрыть' }).click();
    await page.getByRole('status').filter({ hasText: 'Отзыв скрыт' }).waitFor();
    await site.reload();
    await site.getByRole('heading', { name: 'Отзывы клиентов' }).waitFor();
    await expect(site.getByRole('heading', { name: author })).toHaveCount(0);
    await site.close();
    expect(errors).toEqual([]);
    await close();
  });

  it('corrects a typo and adds a review by hand', async () => {
    const typo = `Опечаткин ${Date.now().toString(36)}`;
    const { page, errors, close } = await openPage(browser, 1280);
    await signInAsStaff(page, 'admin');
    await page.goto('/admin1515/company_review?status=awaiting');

    await page.getByText('Добавить отзыв вручную').click();
    const form = page.locator('form').filter({ hasText: 'Опубликовать сразу' });
    await form.getByLabel('Автор').fill(typo);
    await form
      .getByLabel('Текст отзыва')
      .fill('Отзыв передан по телефону: отчёт помог отказаться от рискованной сделки.');
    await form.getByLabel('Опубликовать сразу').uncheck();
    await screenshot(page, 'staff-reviews-add-1280');
    await form.getByRole('button', { name: 'Добавить отзыв' }).click();
    await page.getByRole('status').filter({ hasText: 'черновик' }).waitFor();

    const card = page.getByRole('article', { name: typo });
    await expect(card).toContainText('Добавлен сотрудником');

    await card.getByText('Исправить опечатки').click();
    const fixed = typo.replace('Опечаткин', 'Исправлен');
    await card.getByLabel('Автор').fill(fixed);
    await card.getByRole('button', { name: 'Сохранить исправления' }).click();
    const renamed = page.getByRole('article', { name: fixed });
    await renamed.getByRole('status').filter({ hasText: 'Исправления сохранены' }).waitFor();
    expect(errors).toEqual([]);
    await close();
  });
});
