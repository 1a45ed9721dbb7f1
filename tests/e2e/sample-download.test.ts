import { readFile } from 'node:fs/promises';
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

const SAMPLE_URL = '**/api/Dictionary/GetSampleReport';

async function openCountry(page: Page, path: string) {
  await page.goto(path);
  await page.locator('[data-testid="country-search"][data-hydrated]').waitFor();
  return page.getByTestId('sample-download');
}

describe('sample report download', () => {
  it('saves the server’s PDF under its Russian file name, from the home page', async () => {
    const { page, errors, close } = await openPage(browser, 1280, { acceptDownloads: true });
    const button = await openCountry(page, '/?country=de');
    const request = page.waitForRequest(SAMPLE_URL);
    const download = page.waitForEvent('download');
    await button.click();
    expect((await request).postDataJSON()).toMatchObject({ countryId: 'de', codeType: 'alpha2' });
    const file = await download;
    expect(file.suggestedFilename()).toBe('Образец отчёта — Германия.pdf');
    const bytes = await readFile((await file.path()) as string);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.length).toBeGreaterThan(5_000);
    await expect(button).toHaveText('Скачать образец');
    expect(errors).toEqual([]);
    await close();
  });

  it('works on a country page as well', async () => {
    const { page, errors, close } = await openPage(browser, 1280, { acceptDownloads: true });
    const button = await openCountry(page, '/countries/country/fr');
    const download = page.waitForEvent('download');
    await button.click();
    expect((await download).suggestedFilename()).toBe('Образец отчёта — Франция.pdf');
    expect(errors).toEqual([]);
    await close();
  });

  it('shows progress on the button while the file comes in', async () => {
    const { page, close } = await openPage(browser, 1280, { acceptDownloads: true });
    const button = await openCountry(page, '/?country=de');
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(SAMPLE_URL, async (route) => {
      await released;
      await route.fulfill({
        status: 200,
        contentType: 'application/pdf',
        headers: {
          'content-disposition': `attachment; filename="sample.pdf"; filename*=UTF-8''${encodeURIComponent('Образец — тест.pdf')}`,
        },
        body: Buffer.from('%PDF-1.4\n%%EOF\n'),
      });
    });
    await button.click();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveText(/^Загрузка/);
    const download = page.waitForEvent('download');
    release();
    expect((await download).suggestedFilename()).toBe('Образец — тест.pdf');
    await expect(button).not.toHaveAttribute('aria-busy');
    await close();
  });

  it('falls back to «Образец отчёта — <страна>.pdf» without a file name from the server', async () => {
    const { page, close } = await openPage(browser, 1280, { acceptDownloads: true });
    const button = await openCountry(page, '/?country=it');
    await page.route(SAMPLE_URL, (route) =>
      route.fulfill({ status: 200, contentType: 'application/pdf', body: '%PDF-1.4\n' }),
    );
    const download = page.waitForEvent('download');
    await button.click();
    expect((await download).suggestedFilename()).toBe('Образец отчёта — Италия.pdf');
    await close();
  });

  it('tells the user when the download fails and logs the spec’s message', async () => {
    const { page, errors, close } = await openPage(browser);
    const button = await openCountry(page, '/?country=de');
    await page.route(SAMPLE_URL, (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Сервис временно недоступен' }),
      }),
    );
    await button.click();
    const alert = page.getByTestId('sample-error');
    await alert.waitFor();
    await expect(alert).toHaveText('Не удалось скачать образец отчёта. Сервис временно недоступен');
    // The console message may come a moment after the alert.
    await expect.poll(() => errors.some((e) => e.includes('Ошибка при загрузке файла'))).toBe(true);
    // The button is usable again.
    await expect(button).not.toHaveAttribute('aria-busy');
    await expect(button).toHaveText('Скачать образец');

    await close();
  });
});
