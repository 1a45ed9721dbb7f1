import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { launchBrowser, openPage, screenshot, signInAsStaff } from '../playwright-utils';
import { E2E_STAFF } from './staff-accounts';
import { expect } from './web-first';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('staff login', () => {
  it('shows the login form, refuses a wrong password in Russian, then signs in and out', async () => {
    const { page, errors, close } = await openPage(browser);
    await page.goto('/admin1515/company_reports?status=new');
    // Sent to the login form, and back to that page after it.
    await page.getByRole('heading', { name: 'Вход для сотрудников' }).waitFor();
    await screenshot(page, 'staff-login');
    await page.getByLabel('E-mail').fill(E2E_STAFF.manager.email);
    await page.getByLabel('Пароль').fill('not-the-password');
    await page.getByRole('button', { name: 'Войти' }).click();
    await page.getByRole('alert').filter({ hasText: 'Неверный e-mail или пароль' }).waitFor();
    await expect(page.getByLabel('E-mail')).toHaveValue(E2E_STAFF.manager.email);
    await page.getByLabel('Пароль').fill(E2E_STAFF.manager.password);
    await page.getByRole('button', { name: 'Войти' }).click();
    await page.waitForURL(/\/admin1515\/company_reports\?status=new$/);
    await page.getByRole('link', { name: /Михаил Менеджеров/ }).waitFor();
    await page.getByRole('button', { name: 'Выйти' }).click();
    await page.getByRole('heading', { name: 'Вход для сотрудников' }).waitFor();
    await page.goto('/admin1515/company_reports');
    await page.getByRole('heading', { name: 'Вход для сотрудников' }).waitFor();
    // The browser reports the wrong password's 401 answer itself; nothing else may fail.
    const unexpected = errors.filter((e) => !e.includes('status of 401'));
    expect(unexpected, unexpected.join('\n')).toEqual([]);
    await close();
  });

  it('works without JavaScript', async () => {
    const { page, close } = await openPage(browser, 1280, { javaScriptEnabled: false });
    await page.goto('/admin1515');
    await page.getByLabel('E-mail').fill(E2E_STAFF.admin.email);
    await page.getByLabel('Пароль').fill(E2E_STAFF.admin.password);
    await page.getByRole('button', { name: 'Войти' }).click();
    await page.getByRole('heading', { name: 'Главная' }).waitFor();
    await close();
  });

  it('shows the staff home with what needs attention, and only the sections of the role', async () => {
    const { page, close } = await openPage(browser);
    await signInAsStaff(page, 'manager');
    const nav = page.getByRole('navigation', { name: 'Разделы' });
    for (const name of ['Заказы', 'Отзывы', 'Вопросы', 'Почта']) {
      await nav.getByRole('link', { name }).waitFor();
    }
    for (const name of ['Страны и тарифы', 'Сотрудники', 'Журнал действий']) {
      await expect(nav.getByRole('link', { name }), name).toHaveCount(0);
    }
    await page.getByRole('link', { name: /Новые заказы/ }).waitFor();
    await screenshot(page, 'staff-home-manager');
    await close();
    const admin = await openPage(browser);
    await signInAsStaff(admin.page, 'admin');
    await admin.page
      .getByRole('navigation', { name: 'Разделы' })
      .getByRole('link', { name: 'Сотрудники' })
      .waitFor();
    await screenshot(admin.page, 'staff-home-admin');
    await admin.close();
  });

  it('locks the account after five failures and says how long to wait', async () => {
    const { page, close } = await openPage(browser);
    await page.goto('/admin1515');
    for (let i = 0; i < 5; i += 1) {
      await page.getByLabel('E-mail').fill(E2E_STAFF.lockout.email);
      await page.getByLabel('Пароль').fill(`wrong-password-${i}`);
      await page.getByRole('button', { name: 'Войти' }).click();
      await page.getByRole('alert').waitFor();
    }
    await page
      .getByRole('alert')
      .filter({ hasText: /Повторите через 15 мин\./ })
      .waitFor();
    // The right password now waits too.
    await page.getByLabel('Пароль').fill(E2E_STAFF.lockout.password);
    await page.getByRole('button', { name: 'Войти' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: /Слишком много неудачных попыток входа/ })
      .waitFor();
    await screenshot(page, 'staff-login-locked');
    await close();
  });

  it('signs out on every device at once', async () => {
    const first = await openPage(browser);
    const second = await openPage(browser);
    await signInAsStaff(first.page, 'sessions');
    await signInAsStaff(second.page, 'sessions');
    await first.page.goto('/admin1515/account');
    await first.page.getByRole('button', { name: 'Выйти на всех устройствах' }).click();
    await first.page.getByRole('heading', { name: 'Вход для сотрудников' }).waitFor();
    await second.page.goto('/admin1515/account');
    await second.page.getByRole('heading', { name: 'Вход для сотрудников' }).waitFor();
    await first.close();
    await second.close();
  });
});
