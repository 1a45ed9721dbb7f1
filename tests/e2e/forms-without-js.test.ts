import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { FEEDBACK_MESSAGES, THANK_YOU_TEXT } from '../../contracts/feedback';
import { ORDER_MESSAGES } from '../../contracts/order';
import { REVIEW_THANK_YOU_TEXT } from '../../contracts/reviews';
import { baseUrl, launchBrowser, openPage, screenshot } from '../playwright-utils';
import { expect } from './web-first';

/**
 * The public forms in a browser without JavaScript: each posts to its page's action, which
 * answers with the page, showing the messages beside what was typed, or the confirmation.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const WIDTHS = [1280, 375] as const;
const noScript = (width: number) => openPage(browser, width, { javaScriptEnabled: false });

const orderForm = (page: Page) =>
  page.locator('form').filter({ has: page.getByRole('button', { name: 'Оформить заказ' }) });

describe.each(WIDTHS)('forms without JavaScript at %i px', (width) => {
  it('places an order: messages and typed values first, then the confirmation', async () => {
    // The search (a script) finds the company and leads to its order page.
    const search = await openPage(browser, width);
    await search.page.goto('/countries/country/de?regCode=HRB+770011');
    await search.page.waitForURL(/\/order\?company=\d+$/);
    // The address waited for just above, to open again without scripts.
    const orderUrl = search.page.url();
    await search.close();
    const { page, close } = await noScript(width);
    await page.goto(orderUrl);
    const form = orderForm(page);
    await form.getByLabel('Контактное лицо').fill('Ольга Смирнова');
    await form.getByLabel('E-mail').fill('olga.nojs@example.ru');
    await form.getByLabel('Телефон').fill('123');
    await form.getByRole('button', { name: 'Оформить заказ' }).click();
    await page.getByText(ORDER_MESSAGES.phone).waitFor();
    await page.getByText(ORDER_MESSAGES.consent).waitFor();
    // The page stayed the order page of this company, nothing typed in its address.
    await expect(page).toHaveURL(/\/order\?company=\d+$/);
    await expect(form.getByLabel('Контактное лицо')).toHaveValue('Ольга Смирнова');
    await expect(form.getByLabel('E-mail')).toHaveValue('olga.nojs@example.ru');
    await screenshot(page, `order-no-js-errors-${width}`);

    await form.getByLabel('Телефон').fill('+7 916 555-12-34');
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: 'Оформить заказ' }).click();
    // A 303 to the order's own page: reloading it shows the order, never posts again.
    await page.waitForURL(/\/orders\/\d{4}-\d{6}\?token=[\w-]+&placed=1$/);
    const confirmation = page.getByRole('heading', { name: /^Заказ № \d{4}-\d{6} оформлен$/ });
    await confirmation.waitFor();
    // The private link whole, to be kept: the site's address, not a path.
    const statusLink = page.getByTestId('status-link');
    await expect(statusLink).toHaveText(new RegExp(`^${baseUrl()}/orders/\\d{4}-\\d{6}\\?token=`), {
      useInnerText: true,
    });
    const link = await statusLink.innerText();
    await screenshot(page, `order-no-js-done-${width}`);
    await page.reload();
    await confirmation.waitFor();
    await expect(statusLink).toHaveText(link);
    await close();
  });

  it('sends a question from the home page', async () => {
    const { page, close } = await noScript(width);
    await page.goto('/');
    const form = page.getByTestId('contact-form');
    await form.getByLabel('Имя', { exact: true }).fill('Анна Петрова');
    await form.getByLabel('Телефон', { exact: true }).fill('+7 (999)');
    await form.getByLabel('Сообщение', { exact: true }).fill('Нужен отчёт о поставщике.');
    await form.getByRole('button', { name: 'Отправить' }).click();
    const again = page.getByTestId('contact-form');
    await again.getByText(FEEDBACK_MESSAGES.phone).waitFor();
    // The e-mail was left empty: «Введите почту», not the spec's text for a mistyped address.
    await again.getByText(FEEDBACK_MESSAGES.emailEmpty).waitFor();
    await expect(again.getByLabel('Сообщение', { exact: true })).toHaveValue(
      'Нужен отчёт о поставщике.',
    );
    await again.scrollIntoViewIfNeeded();
    await screenshot(page, `contact-no-js-errors-${width}`);

    await again.getByLabel('Телефон', { exact: true }).fill('8-999-123-45-67');
    await again.getByLabel('E-mail', { exact: true }).fill('anna@example.ru');
    await again.getByRole('button', { name: 'Отправить' }).click();
    const thanks = page.getByTestId('contact-thanks');
    await thanks.getByText(THANK_YOU_TEXT).waitFor();
    await thanks.scrollIntoViewIfNeeded();
    await screenshot(page, `contact-no-js-done-${width}`);
    await close();
  });

  it('sends a review', async () => {
    const { page, close } = await noScript(width);
    await page.goto('/feedbacks');
    const form = page.locator('form').filter({ hasText: 'Оставить отзыв' });
    await form.getByLabel('Ваше имя').fill('Пётр Иванов');
    await form.getByLabel('Отзыв').fill('Коротко.');
    await form.getByRole('button', { name: 'Отправить отзыв' }).click();
    await page.getByText('Поставьте оценку от 1 до 5').waitFor();
    await page.getByText('Напишите хотя бы пару предложений — от 20 символов').waitFor();
    const again = page.locator('form').filter({ hasText: 'Оставить отзыв' });
    await expect(again.getByLabel('Ваше имя')).toHaveValue('Пётр Иванов');

    await again.scrollIntoViewIfNeeded();
    await screenshot(page, `review-no-js-errors-${width}`);

    await again.getByLabel('Отзыв').fill('Отчёт пришёл вовремя и помог принять решение о сделке.');
    await again.locator('label').filter({ hasText: '5 из 5' }).click();
    await again.getByRole('button', { name: 'Отправить отзыв' }).click();
    await page.getByText(REVIEW_THANK_YOU_TEXT).waitFor();
    await screenshot(page, `review-no-js-done-${width}`);
    await close();
  });
});
