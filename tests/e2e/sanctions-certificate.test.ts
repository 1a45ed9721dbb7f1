import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { popplerOutput } from '../helpers/pdf-text';
import { baseUrl, launchBrowser, openPage } from '../playwright-utils';
import { expect } from './web-first';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** On the UK excerpt the demo seed loads (demo/sanctions). */
const LISTED = 'Haji Khairullah Haji Sattar Money Exchange';
const SHOTS = process.env.CERTIFICATE_SHOTS;

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** «Получить справку (PDF)» as the check pages post it; answers the PDF's address. */
async function issueCertificate(page: Page): Promise<string> {
  const res = await page.request.post('/sanctions/certificates', {
    form: { name: LISTED, regCode: '', vatCode: '', country: 'af' },
    headers: { origin: new URL(baseUrl()).origin },
    maxRedirects: 0,
  });
  expect(res.status()).toBe(303);
  return res.headers().location!;
}

describe('sanctions certificate', () => {
  it('is issued as a PDF whose link shows the same record, and a forged link shows nothing', async () => {
    const { page, errors, close } = await openPage(browser, 1280);
    const pdfPath = await issueCertificate(page);
    const [, lower, signature] = /\/sanctions\/certificates\/(sc-\d{8}-\d+)\/pdf\?s=([\w-]+)$/.exec(
      pdfPath,
    )!;
    const number = lower!.toUpperCase();

    const pdf = await page.request.get(pdfPath);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect(pdf.headers()['content-disposition']).toContain(`filename="spravka-${number}.pdf"`);
    const text = popplerOutput('pdftotext', await pdf.body()).replace(/\s+/g, ' ');
    expect(text).toContain('Справка о проверке по санкционным спискам');
    expect(text).toContain(number);
    expect(text).toContain(LISTED);
    if (SHOTS) {
      writeFileSync(`${SHOTS}/certificate.pdf`, await pdf.body());
      const args = ['-png', '-r', '100', '-f', '1', '-l', '1', '-singlefile'];
      execFileSync('pdftoppm', [...args, `${SHOTS}/certificate.pdf`, `${SHOTS}/pdf-e2e-page-1`]);
    }
    const verifyUrl = `${baseUrl()}/sanctions/certificates/${lower}?s=${signature}`;
    expect(text).toContain(verifyUrl);

    // The bank officer's side: the link (or the QR code) opened in a browser.
    await page.goto(verifyUrl);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Справка № ${number}`);
    await expect(page.getByText('Справка подлинная')).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: LISTED })).toBeVisible();
    const lists = page.getByRole('table').getByRole('rowheader');
    await expect(lists).toContainText(['Санкционный список Великобритании (FCDO)']);
    await expect(page.getByRole('status')).toContainText('найдено совпадение');
    await expect(page.getByRole('link', { name: 'Открыть справку (PDF)' })).toHaveAttribute(
      'href',
      `/sanctions/certificates/${lower}/pdf?s=${signature}`,
    );
    await shot(page, 'verification-1280');
    await page.setViewportSize({ width: 375, height: 800 });
    await shot(page, 'verification-375');

    const forged = signature!.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    const res = await page.goto(`/sanctions/certificates/${lower}?s=${forged}`);
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Справка не найдена');
    await shot(page, 'not-found-375');
    await page.setViewportSize({ width: 1280, height: 900 });
    await shot(page, 'not-found-1280');

    const otherNumber = lower!.replace(/\d$/, (d) => String((Number(d) + 1) % 10));
    const moved = await page.goto(`/sanctions/certificates/${otherNumber}?s=${signature}`);
    expect(moved?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Справка не найдена');

    // The number and code typed by hand lead to the same page.
    await page.getByLabel('Номер справки').fill(number);
    await page.getByLabel('Код проверки').fill(signature!);
    await page.getByRole('button', { name: 'Проверить' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Справка № ${number}`);
    expect(errors.filter((e) => !e.includes('404'))).toEqual([]);
    await close();
  });
});
