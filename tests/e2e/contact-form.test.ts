import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { launchBrowser, openPage } from '../playwright-utils';
import { expect } from './web-first';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const THANKS = 'Спасибо! Данные успешно отправлены';
/** The home page's action as a script posts to it: React Router's data request of the index. */
const QUESTION_ACTION = /\/_root\.data\?index/;
const REQUIRED = 'Поле не должно быть пустым';
const BAD_PHONE = 'Введите корректный номер';
const BAD_EMAIL = 'Введите корректную почту';
const NO_EMAIL = 'Введите почту';

async function openForm(page: Page) {
  await page.goto('/');
  const form = page.locator('[data-testid="contact-form"][data-hydrated]');
  await form.waitFor();
  await form.scrollIntoViewIfNeeded();
  return form;
}

const field = (page: Page, label: string) =>
  page.getByTestId('contact-form').getByLabel(label, { exact: true });
const submit = (page: Page) =>
  page.getByTestId('contact-form').getByRole('button', { name: 'Отправить' });

/** The message tied to a field through aria-describedby, or null; read once, so for `expect.poll`. */
async function fieldError(page: Page, label: string): Promise<string | null> {
  const input = field(page, label);
  if ((await input.getAttribute('aria-invalid')) !== 'true') return null;
  const ids = (await input.getAttribute('aria-describedby')) ?? '';
  const texts = await Promise.all(
    ids.split(' ').map((id) => page.locator(`[id="${id}"]`).innerText()),
  );
  return texts.join(' ');
}

async function fill(page: Page, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) await field(page, label).fill(value);
}

const VALID = {
  Имя: 'Анна Петрова',
  Телефон: '8-999-123-45-67',
  'E-mail': 'anna.petrova@example.ru',
  Сообщение: 'Нужен отчёт о поставщике из Турции.',
};

describe('contact form', () => {
  it('checks every field on submit with the spec messages and sends nothing', async () => {
    const { page, errors, close } = await openPage(browser);
    const requests: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST') requests.push(r.url());
    });
    await openForm(page);
    // Nothing is shown before the first submit.
    await expect.poll(() => fieldError(page, 'Имя')).toBeNull();
    await submit(page).click();
    await expect.poll(() => fieldError(page, 'Имя')).toBe(REQUIRED);
    await expect.poll(() => fieldError(page, 'Телефон')).toBe(BAD_PHONE);
    await expect.poll(() => fieldError(page, 'E-mail')).toBe(NO_EMAIL);
    await expect.poll(() => fieldError(page, 'Сообщение')).toBe(REQUIRED);
    // Focus goes to the first field to fix.
    await expect(field(page, 'Имя')).toBeFocused();
    await page
      .getByTestId('contact-form')
      .screenshot({ path: 'test-results/screenshots/contact-form-errors.png' });

    // Phone: the order form's rule (issue 27): a number that can be dialled as typed, with its
    // country code or a Russian one; «+7 999 123-45-67» and «8(999)1234567» are taken now.
    for (const bad of ['12-345', '+7 999 123', '2125550100', '-------']) {
      await fill(page, { Телефон: bad });
      await submit(page).click();
      await expect.poll(() => fieldError(page, 'Телефон'), { message: bad }).toBe(BAD_PHONE);
    }
    // E-mail: the spec's pattern.
    for (const bad of ['anna', 'anna@mail', 'anna@mail.r', 'an na@mail.ru', 'anna@@mail.ru']) {
      await fill(page, { 'E-mail': bad });
      await submit(page).click();
      await expect.poll(() => fieldError(page, 'E-mail'), { message: bad }).toBe(BAD_EMAIL);
    }
    // Blank text counts as empty.
    await fill(page, { Имя: '   ', Сообщение: '  \n ' });
    await submit(page).click();
    await expect.poll(() => fieldError(page, 'Имя')).toBe(REQUIRED);
    await expect.poll(() => fieldError(page, 'Сообщение')).toBe(REQUIRED);

    // A fixed field loses its message as it is typed.
    await fill(page, { Телефон: '8-999-123-45-67' });
    await expect.poll(() => fieldError(page, 'Телефон')).toBeNull();
    expect(requests).toEqual([]);
    expect(errors).toEqual([]);
    await close();
  });

  it("sends a valid form to the home page's action and thanks the user", async () => {
    const { page, errors, close } = await openPage(browser);
    await openForm(page);
    await fill(page, VALID);
    const request = page.waitForRequest(QUESTION_ACTION);
    await submit(page).click();
    const sent = await request;
    expect(sent.method()).toBe('POST');
    expect(Object.fromEntries(new URLSearchParams(sent.postData() ?? ''))).toEqual({
      name: 'Анна Петрова',
      phone: '8-999-123-45-67',
      email: 'anna.petrova@example.ru',
      message: 'Нужен отчёт о поставщике из Турции.',
    });
    const thanks = page.getByTestId('contact-thanks');
    await thanks.waitFor();
    await expect(thanks).toContainText(THANKS);
    await expect(page.getByTestId('contact-form')).toHaveCount(0);
    await expect(thanks).toBeFocused();
    await thanks.screenshot({ path: 'test-results/screenshots/contact-form-thanks.png' });
    expect(errors).toEqual([]);
    await close();
  });

  it('keeps what was typed and says why when sending fails', async () => {
    const { page, close } = await openPage(browser);
    await openForm(page);
    await page.route(QUESTION_ACTION, (route) =>
      route.fulfill({ status: 500, contentType: 'text/html', body: '<h1>Bad gateway</h1>' }),
    );
    await fill(page, VALID);
    await submit(page).click();
    const alert = page.getByTestId('contact-error');
    await alert.waitFor();
    await expect(alert).toHaveText(/Сервер временно недоступен/);
    for (const [label, value] of Object.entries(VALID)) {
      await expect(field(page, label)).toHaveValue(value);
    }
    await expect(page.getByText(THANKS)).toHaveCount(0);

    // The server's own message is shown when it sends one (the rate limit's, say).
    await page.unroute(QUESTION_ACTION);
    await page.route(QUESTION_ACTION, (route) =>
      route.fulfill({
        status: 429,
        contentType: 'application/json',
        body: JSON.stringify({
          message: 'Слишком много запросов. Повторите попытку через 7 минут.',
        }),
      }),
    );
    await submit(page).click();
    await expect(alert).toHaveText('Слишком много запросов. Повторите попытку через 7 минут.');
    await expect(field(page, 'Сообщение')).toHaveValue(VALID['Сообщение']);

    // And a retry that works replaces the form.
    await page.unroute(QUESTION_ACTION);
    await submit(page).click();
    await page.getByText(THANKS).waitFor();
    await close();
  });

  it('links the consent notice to the privacy policy', async () => {
    const { page, close } = await openPage(browser);
    const form = await openForm(page);
    const notice = form.getByText(/Нажимая «Отправить», вы соглашаетесь/);
    await expect(notice.getByRole('link')).toHaveAttribute('href', '/privacy');

    await close();
  });
});
