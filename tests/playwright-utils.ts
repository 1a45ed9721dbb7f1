import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { E2E_STAFF, type E2EStaffKey } from './e2e/staff-accounts';

/** Debian's Chromium, with the flags this closed network needs. */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-dev-shm-usage',
    ],
  });
}

export function baseUrl(): string {
  return inject('baseUrl');
}

/** A page at a given viewport width that fails the test on any uncaught page error. */
export async function openPage(
  browser: Browser,
  width = 1280,
  contextOptions: BrowserContextOptions = {},
): Promise<{ page: Page; errors: string[]; close: () => Promise<void> }> {
  const context = await browser.newContext({
    viewport: { width, height: 900 },
    baseURL: baseUrl(),
    locale: 'ru-RU',
    ...contextOptions,
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return { page, errors, close: () => context.close() };
}

/** Screenshots for a person to look at, in test-results/screenshots. */
export async function screenshot(page: Page, name: string) {
  const dir = path.resolve('test-results/screenshots');
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
}

/** Signs in through the staff login form and waits for the staff home. */
export async function signInAsStaff(page: Page, key: E2EStaffKey) {
  const account = E2E_STAFF[key];
  await page.goto('/admin1515');
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByLabel('Пароль').fill(account.password);
  await page.getByRole('button', { name: 'Войти' }).click();
  await page.getByRole('heading', { name: 'Главная' }).waitFor();
}
