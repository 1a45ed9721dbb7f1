import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { baseUrl, launchBrowser, openPage, screenshot, signInAsStaff } from '../playwright-utils';
import { axeViolations } from './axe';
import { expect } from './web-first';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * A question sent the way the contact form sends it, by a visitor no other test knows. The API
 * takes five per ten minutes from one client, shared with the other tests: this file sends two.
 */
async function askQuestion(name: string, email: string, message: string): Promise<number> {
  const response = await fetch(`${baseUrl()}/api/FeedBack/Question`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name, phone: '8-999-123-45-67', email, message }),
  });
  if (response.status !== 200) throw new Error(`FeedBack/Question: ${response.status}`);
  return ((await response.json()) as { id: number }).id;
}

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

describe('staff area: questions and mail', () => {
  it('an admin answers a question by e-mail, finds the answer held in the mail list and in the log', async () => {
    const suffix = unique();
    const name = `Вопросова ${suffix}`;
    const email = `asker-${suffix}@example.ru`;
    await askQuestion(name, email, 'Сколько стоит отчёт <b>по Польше</b>?\nНужен к пятнице.');
    const { page, errors, close } = await openPage(browser, 1280);
    await signInAsStaff(page, 'admin');

    // Click 1: the section, which opens on the unanswered questions.
    await page
      .getByRole('navigation', { name: 'Разделы' })
      .getByRole('link', { name: 'Вопросы' })
      .click();
    await page.getByRole('heading', { name: 'Вопросы', exact: true }).waitFor();
    await expect(page.getByRole('link', { name: /^Без ответа/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await page.getByLabel('Имя, e-mail, телефон или текст вопроса').fill(suffix);
    await page.getByRole('button', { name: 'Найти' }).click();
    await page.waitForURL(/q=/);
    await expect(page.getByRole('row')).toHaveCount(2);
    await screenshot(page, 'staff-questions-1280');
    expect(await axeViolations(page)).toEqual([]);

    // Click 2: the question.
    await page.getByRole('link', { name }).click();
    await page.getByRole('heading', { name: /^Вопрос № \d+$/ }).waitFor();
    // The visitor's markup is text, never markup of this page.
    await page.getByText('Сколько стоит отчёт <b>по Польше</b>?').waitFor();
    await expect(page.locator('main b')).toHaveCount(0);
    await screenshot(page, 'staff-question-1280');
    expect(await axeViolations(page)).toEqual([]);

    // Type the answer; click 3: send it.
    await page.getByLabel('Текст ответа').fill('Отчёт по Польше стоит 4 900 ₽.\nУспеем к пятнице.');
    await page.getByRole('button', { name: 'Отправить ответ' }).click();
    await page.getByRole('status').filter({ hasText: 'Ответ сохранён в исходящих' }).waitFor();
    const replies = page.getByRole('list', { name: 'Отправленные ответы' });
    await replies.getByText('Успеем к пятнице.', { exact: false }).waitFor();
    await expect(replies).toContainText('Не отправлено: SMTP не настроен');
    await page.getByRole('button', { name: 'Вернуть в неотвеченные' }).waitFor();
    await expect(page.getByLabel('Текст ответа')).toHaveValue('');

    // The answer is in the outbox, held, with the question quoted.
    await page
      .getByRole('navigation', { name: 'Разделы' })
      .getByRole('link', { name: 'Почта' })
      .click();
    await page.getByRole('heading', { name: 'Почта', exact: true }).waitFor();
    await page.getByText('SMTP не настроен: письма не отправляются.').waitFor();
    await page.getByLabel('Получатель или тема').fill(email);
    await page.getByLabel('Вид письма').selectOption('question-reply');
    await page.getByRole('button', { name: 'Найти' }).click();
    await page.waitForURL(/kind=question-reply/);
    const row = page.getByRole('row').filter({ hasText: email });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Не отправлено');
    await screenshot(page, 'staff-mail-1280');
    expect(await axeViolations(page)).toEqual([]);

    await row.getByRole('link', { name: 'Ответ на ваш вопрос — ИноПроверка' }).click();
    await page.getByRole('heading', { name: /^Письмо № \d+$/ }).waitFor();
    const text = page.getByTestId('mail-text');
    await expect(text).toContainText('Отчёт по Польше стоит 4 900 ₽.');
    await expect(text).toContainText('> Сколько стоит отчёт <b>по Польше</b>?');
    const frame = page.getByTitle(/^HTML-версия письма/);
    await expect(frame).toHaveAttribute('sandbox', '');
    await page
      .frameLocator('iframe[title^="HTML-версия письма"]')
      .getByText('Успеем к пятнице.')
      .waitFor();
    await page.getByRole('link', { name: new RegExp(`^Вопрос № \\d+ \\(${name}\\)$`) }).waitFor();
    await screenshot(page, 'staff-mail-message-1280');
    expect(await axeViolations(page)).toEqual([]);

    // Resending without SMTP says plainly that the message stays where it is.
    await page.getByRole('button', { name: 'Отправить повторно' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: 'по-прежнему хранится в исходящих' })
      .waitFor();

    await page.goto(`/admin1515/audit?objectType=question`);
    const entry = page
      .getByRole('row')
      .filter({ hasText: `(${name}): ответ отправлен на ${email}` });
    await entry.waitFor();
    await entry.getByText('Что изменилось').click();
    await expect(entry).toContainText('Отчёт по Польше стоит 4 900 ₽.');
    expect(errors).toEqual([]);
    await close();
  });

  it('a manager keeps a note, marks a question answered without an e-mail and back, at 768 px', async () => {
    const suffix = unique();
    const name = `Звонкова ${suffix}`;
    const id = await askQuestion(name, `caller-${suffix}@example.ru`, 'Перезвоните, пожалуйста.');
    const { page, errors, close } = await openPage(browser, 768);
    await signInAsStaff(page, 'manager');
    await page.goto(`/admin1515/questions/${id}`);
    await page.getByRole('heading', { name: `Вопрос № ${id}` }).waitFor();

    await page.getByLabel('Заметка').fill('Перезвонили 12.03, отчёт не нужен');
    await page.getByRole('button', { name: 'Сохранить заметку' }).click();
    await page.getByRole('status').filter({ hasText: 'Заметка сохранена' }).waitFor();

    await page.getByRole('button', { name: 'Отметить как отвеченный' }).click();
    await page.getByRole('status').filter({ hasText: 'письмо не отправлялось' }).waitFor();
    await page.getByRole('button', { name: 'Вернуть в неотвеченные' }).waitFor();
    await expect(page.getByRole('list', { name: 'Отправленные ответы' })).toHaveCount(0);
    await screenshot(page, 'staff-question-768');

    await page.getByRole('link', { name: 'Отвеченные вопросы' }).click();
    await page.getByRole('link', { name }).waitFor();
    await page.getByRole('link', { name }).click();
    await page.getByRole('button', { name: 'Вернуть в неотвеченные' }).click();
    await page.getByRole('status').filter({ hasText: 'Вопрос возвращён в неотвеченные' }).waitFor();
    await expect(page.getByLabel('Заметка')).toHaveValue('Перезвонили 12.03, отчёт не нужен');
    // Managers work with questions and mail but not with the log.
    await expect(page.getByRole('link', { name: 'История действий' })).toHaveCount(0);

    expect(errors).toEqual([]);
    await close();
  });
});
