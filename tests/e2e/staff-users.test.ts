import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { launchBrowser, openPage, screenshot, signInAsStaff } from '../playwright-utils';
import { axeViolations } from './axe';
import { expect } from './web-first';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Signs in through the login form with an account this test made. */
async function signInAs(page: Page, email: string, password: string) {
  await page.goto('/admin1515');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Пароль').fill(password);
  await page.getByRole('button', { name: 'Войти' }).click();
  await page.getByRole('heading', { name: 'Главная' }).waitFor();
}

describe('staff area: staff users and the audit log', () => {
  it('an admin adds a colleague, who signs in; switching them off sends their next page to the login form', async () => {
    const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
    const name = `Коллега ${suffix}`;
    const email = `colleague-${suffix}@e2e.test`;
    const admin = await openPage(browser, 1280);
    const { page } = admin;
    await signInAsStaff(page, 'admin');

    // Click 1: the section.
    await page
      .getByRole('navigation', { name: 'Разделы' })
      .getByRole('link', { name: 'Сотрудники' })
      .click();
    await page.getByRole('heading', { name: 'Сотрудники', exact: true }).waitFor();
    const form = page.locator('form').filter({ hasText: 'Начальный пароль' });
    await form.getByLabel('E-mail').fill(email);
    await form.getByLabel('Имя').fill(name);
    await form.getByLabel('Роль', { exact: true }).selectOption('manager');
    // Click 2: a strong password, shown so it can be passed on.
    await form.getByRole('button', { name: 'Сгенерировать' }).click();
    const passwordInput = form.getByLabel('Начальный пароль');
    await expect(passwordInput).toHaveValue(/^[a-z2-9]{5}(-[a-z2-9]{5}){3}$/);
    // The generated password, there now (just checked): the colleague signs in with it.
    const password = await passwordInput.inputValue();
    await expect(passwordInput).toHaveAttribute('type', 'text');
    await form.getByText('после сохранения он больше нигде не показывается').waitFor();
    await screenshot(page, 'staff-users-add-1280');
    // Click 3: add.
    await form.getByRole('button', { name: 'Добавить' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: `Сотрудник ${email} добавлен` })
      .waitFor();
    const row = page.getByRole('row').filter({ hasText: email });
    await expect(row).toContainText('Менеджер');
    await expect(form.getByLabel('E-mail')).toHaveValue('');

    // The same e-mail again is refused beside the field.
    await form.getByLabel('E-mail').fill(email.toUpperCase());
    await form.getByLabel('Имя').fill('Двойник');
    await form.getByLabel('Начальный пароль').fill('ещё-один-пароль');
    await form.getByRole('button', { name: 'Добавить' }).click();
    await form.getByText('Сотрудник с таким e-mail уже есть').first().waitFor();

    // The colleague signs in in a browser of their own.
    const colleague = await openPage(browser, 1280);
    await signInAs(colleague.page, email, password);
    await colleague.page.getByRole('link', { name: `${name} (Менеджер)` }).waitFor();

    // Click 1: «Изменить»; click 2: «Отключить доступ».
    await row.getByRole('link', { name: `Изменить: ${name}` }).click();
    await page.getByRole('heading', { name, level: 2 }).waitFor();
    await page.getByText('открытых сеансов: 1').waitFor();
    await screenshot(page, 'staff-users-1280');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Отключить доступ' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: `все сеансы сотрудника «${name}» завершены` })
      .waitFor();
    await row.getByText('Отключён').waitFor();
    await page.getByRole('button', { name: 'Вернуть доступ' }).waitFor();

    // The colleague's next page is the login form, and the password no longer opens.
    await colleague.page.goto('/admin1515/questions');
    await colleague.page.getByRole('heading', { name: 'Вход для сотрудников' }).waitFor();
    await colleague.page.getByLabel('E-mail').fill(email);
    await colleague.page.getByLabel('Пароль').fill(password);
    await colleague.page.getByRole('button', { name: 'Войти' }).click();
    await colleague.page.getByText('Учётная запись отключена').waitFor();

    // One's own access is not switched off here: the domain says why.
    await page.goto('/admin1515/staff');
    const me = page.getByRole('row').filter({ hasText: '(это вы)' });
    await me.getByRole('link', { name: /^Изменить/ }).click();
    await page.getByText('Это ваша учётная запись').waitFor();
    await expect(page.getByRole('button', { name: 'Задать пароль' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Отключить доступ' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'Свою роль и доступ меняет другой администратор' })
      .waitFor();

    // The log shows both actions, newest first, with what changed.
    await page
      .getByRole('navigation', { name: 'Разделы' })
      .getByRole('link', { name: 'Журнал действий' })
      .click();
    await page.getByRole('heading', { name: 'Журнал действий' }).waitFor();
    await page.getByLabel('Объект', { exact: true }).selectOption('staff');
    await page.getByRole('button', { name: 'Показать' }).click();
    await page.waitForURL(/objectType=staff/);
    const created = page.getByRole('row').filter({ hasText: `Добавлен сотрудник ${email}` });
    const changed = page.getByRole('row').filter({ hasText: `Изменён сотрудник ${email}` });
    await created.waitFor();
    await changed.getByText('Что изменилось (1)').click();
    const diff = changed.getByRole('table', { name: 'Изменённые поля' });
    await expect(diff).toContainText('Доступ открыт');
    // The rendered text: the cells' own text runs together with no space between them.
    await expect(diff).toContainText(/да\s+нет/, { useInnerText: true });
    await expect(changed.getByRole('link', { name: /^Сотрудник № \d+$/ })).toHaveCount(1);

    await screenshot(page, 'staff-audit-1280');
    expect(await axeViolations(page)).toEqual([]);

    // The two refusals (a taken e-mail, one's own access) answer 409, as they should.
    expect(admin.errors.filter((e) => !e.includes('status of 409'))).toEqual([]);
    // Signing in to a switched-off account is refused with 403.
    expect(colleague.errors.filter((e) => !e.includes('status of 403'))).toEqual([]);
    await colleague.close();
    await admin.close();
  });

  it('the staff list and the log read well at 768 px', async () => {
    const { page, errors, close } = await openPage(browser, 768);
    await signInAsStaff(page, 'admin');
    await page.goto('/admin1515/staff');
    await page.getByRole('heading', { name: 'Сотрудники', exact: true }).waitFor();
    await page.getByRole('row').filter({ hasText: 'admin@e2e.test' }).waitFor();
    await screenshot(page, 'staff-users-768');
    await page.goto('/admin1515/audit?action=staff.sign_in');
    await page.getByRole('row').filter({ hasText: 'Вход в систему' }).first().waitFor();
    await screenshot(page, 'staff-audit-768');
    expect(errors).toEqual([]);
    await close();
  });
});
