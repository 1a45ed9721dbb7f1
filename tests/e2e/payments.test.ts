import { CUSTOMER_MAIL_TEXTS } from '../../contracts/mail-delivery';
import { STAFF_ORDER_MESSAGES_WITHOUT_MAIL } from '../../contracts/staff/orders';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { baseUrl, launchBrowser, openPage, screenshot, signInAsStaff } from '../playwright-utils';
import { popplerOutput } from '../helpers/pdf-text';
import { minimalPdf, placeOrder, prepareReport } from './orders';
import { expect } from './web-first';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** A file the page links to, fetched with the page's own cookies. */
async function download(page: Page, href: string | null) {
  if (!href) throw new Error('no link');
  const response = await page.request.get(`${baseUrl()}${href}`);
  expect(response.status()).toBe(200);
  return { body: Buffer.from(await response.body()), headers: response.headers() };
}

/** The first page of a PDF as a PNG beside the screenshots, for a person to look at. */
function pdfPageForEyes(pdf: Buffer, name: string) {
  const dir = mkdtempSync(path.join(tmpdir(), 'pdf-png-'));
  try {
    const file = path.join(dir, 'doc.pdf');
    writeFileSync(file, pdf);
    const out = path.resolve('test-results/screenshots');
    mkdirSync(out, { recursive: true });
    execFileSync('pdftoppm', [
      '-png',
      '-r',
      '70',
      '-f',
      '1',
      '-l',
      '1',
      '-singlefile',
      file,
      path.join(out, name),
    ]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const textOf = (pdf: Buffer) => popplerOutput('pdftotext', pdf).replace(/\u00a0/g, ' ');

describe('paying for a ready report', () => {
  it('pays online on the test gateway, downloads the report and the act; staff then refund', async () => {
    const report = minimalPdf();
    const order = await placeOrder(`Zahlung Online ${unique()} GmbH`);
    await prepareReport(browser, order.number, report);

    const { page, errors, close } = await openPage(browser, 1280);
    await page.goto(order.statusPath);
    await page.getByRole('heading', { name: 'Оплата отчёта' }).waitFor();
    const priceTag = page.getByTestId('order-price');
    await expect(priceTag).toHaveText(/^\d[\d\s]* ₽$/, { useInnerText: true });
    const price = await priceTag.innerText();
    await expect(page.getByRole('link', { name: 'Скачать отчёт' })).toHaveCount(0);
    await screenshot(page, 'payment-order-ready-1280');

    await page.getByRole('button', { name: 'Оплатить', exact: true }).click();
    await page.waitForURL(/\/test-gateway\//);
    await page.getByRole('heading', { name: 'Тестовый платёжный шлюз' }).waitFor();
    await expect(page.getByText('Тестовый режим — деньги не списываются')).toHaveCount(1);
    // The amount as the order page showed it, not the provider's «7900.00».
    await expect(page.getByText(price, { exact: true })).toHaveCount(1);
    await screenshot(page, 'payment-test-gateway-1280');
    await page.getByRole('button', { name: 'Оплата прошла' }).click();

    await page.waitForURL(/\/payment-success\?payment=/);
    await page.getByRole('heading', { name: 'Оплата прошла успешно' }).waitFor();
    await expect(page.getByText(`Заказ № ${order.number}`).first()).toBeAttached();
    await expect(page.getByText('Тестовый платёж: деньги не списывались.')).toHaveCount(1);
    await screenshot(page, 'payment-success-1280');

    await page.getByRole('link', { name: 'Скачать отчёт на странице заказа' }).click();
    await page.getByTestId('order-status').filter({ hasText: 'Оплачен' }).waitFor();
    await expect(page.getByTestId('order-payment-note')).toHaveText(/₽ — оплачено$/, {
      useInnerText: true,
    });
    await expect(page.getByText('Интересуют учредители и суды')).toBeVisible();
    const reportLink = page.getByRole('link', { name: 'Скачать отчёт' });
    const file = await download(page, await reportLink.getAttribute('href'));
    expect(file.body).toEqual(report);
    expect(file.headers['content-disposition']).toMatch(/^attachment;/);
    const act = await download(
      page,
      await page.getByRole('link', { name: 'Акт оказанных услуг (PDF)' }).getAttribute('href'),
    );
    expect(act.headers['content-type']).toBe('application/pdf');
    const actText = textOf(act.body);
    expect(actText).toMatch(/Акт/);
    expect(actText).toContain(order.number);
    pdfPageForEyes(act.body, 'payment-act-page1');
    await screenshot(page, 'payment-order-paid-1280');
    expect(errors, errors.join('\n')).toEqual([]);
    await close();

    // Staff see the payment and the download, and refund under the guarantee.
    const staff = await openPage(browser, 1280);
    await signInAsStaff(staff.page, 'admin');
    await staff.page.goto(`/admin1515/company_reports/${order.number}`);
    const attempts = staff.page.getByTestId('payment-attempts');
    await expect(attempts).toContainText('оплачен');
    await expect(staff.page.getByTestId('downloads')).toContainText('страница заказа');
    // A refund asks first (a dialog naming the amount); the server then wants a reason.
    const refundQuestion = staff.page.getByRole('dialog', { name: /^Вернуть клиенту .*\?$/ });
    await staff.page.getByRole('button', { name: /^Вернуть/ }).click();
    await refundQuestion.getByRole('button', { name: /^Да, вернуть/ }).click();
    await staff.page.getByText('Укажите причину возврата').waitFor();
    await staff.page.getByLabel('Причина возврата').fill('Данные о директоре не подтвердились');
    await staff.page.getByRole('button', { name: /^Вернуть/ }).click();
    await refundQuestion.getByRole('button', { name: /^Да, вернуть/ }).click();
    await staff.page
      .getByRole('status')
      // The browser tests' server sends no mail: staff are told the letter waits in the outbox.
      .filter({ hasText: STAFF_ORDER_MESSAGES_WITHOUT_MAIL.refunded })
      .waitFor();
    await staff.page
      .getByTestId('order-state')
      .filter({ hasText: 'Средства возвращены' })
      .waitFor();
    await expect(staff.page.getByTestId('refunds')).toContainText(
      'Данные о директоре не подтвердились',
    );
    await screenshot(staff.page, 'staff-order-refunded-1280');
    // The refusal of the empty reason is a 400 the browser reports; nothing else may fail.
    const unexpected = staff.errors.filter((e) => !e.includes('status of 400'));
    expect(unexpected, unexpected.join('\n')).toEqual([]);
    await staff.close();

    const after = await openPage(browser, 375);
    await after.page.goto(order.statusPath);
    await expect(after.page.getByTestId('order-status')).toHaveText('Средства возвращены');
    await expect(after.page.getByTestId('order-payment-note')).toHaveText(
      /— оплачено, деньги возвращены$/,
      { useInnerText: true },
    );
    await expect(after.page.getByRole('link', { name: /Акт оказанных услуг/ })).toHaveCount(0);
    await screenshot(after.page, 'payment-order-refunded-375');
    await after.close();
  }, 180_000);

  it('tells why a payment failed and lets the customer pay again', async () => {
    const order = await placeOrder(`Zahlung Abgelehnt ${unique()} GmbH`);
    await prepareReport(browser, order.number);
    const { page, errors, close } = await openPage(browser, 375);
    await page.goto(order.statusPath);
    await page.getByRole('button', { name: 'Оплатить', exact: true }).click();
    await page.waitForURL(/\/test-gateway\//);
    await page.getByRole('button', { name: 'Отказ банка (недостаточно средств)' }).click();
    await page.waitForURL(/\/payment-error\?payment=/);
    await page.getByRole('heading', { name: 'Оплата не прошла' }).waitFor();
    await expect(page.getByText('Причина: недостаточно средств.')).toHaveCount(1);
    await screenshot(page, 'payment-error-375');
    await page.getByRole('link', { name: 'Вернуться к заказу и оплатить снова' }).click();
    await page
      .getByText('Предыдущая попытка оплаты не прошла: недостаточно средств.', { exact: false })
      .waitFor();
    await expect(page.getByTestId('order-status')).toHaveText('Готов к оплате');
    await expect(page.getByRole('button', { name: 'Оплатить', exact: true })).toHaveCount(1);
    expect(errors, errors.join('\n')).toEqual([]);
    await close();
  }, 120_000);

  it('issues an invoice to a company; staff mark it paid and the report and act follow', async () => {
    const order = await placeOrder(`Zahlung Rechnung ${unique()} GmbH`);
    await prepareReport(browser, order.number);
    const { page, errors, close } = await openPage(browser, 1280);
    await page.goto(order.statusPath);
    await page.getByText('Оплатить по счёту (для организаций и ИП)').click();
    await page.getByLabel('КПП').fill('770701001');
    await page.getByLabel('Юридический адрес').fill('117997, г. Москва, ул. Вавилова, д. 19');
    await page.getByRole('button', { name: 'Выставить счёт' }).click();
    // The shared e2e server sends no mail: the page says so instead of promising a letter.
    await page.getByText(CUSTOMER_MAIL_TEXTS.invoiceDone.held).waitFor();
    await page.reload();
    const invoiceLink = page.getByRole('link', { name: 'Скачать счёт (PDF)' });
    const invoice = await download(page, await invoiceLink.getAttribute('href'));
    const text = textOf(invoice.body);
    expect(text).toContain('Счёт на оплату');
    expect(text).toContain('7707083893');
    expect(text).toContain('770701001');
    expect(text).toContain(order.number);
    pdfPageForEyes(invoice.body, 'payment-invoice-page1');
    await screenshot(page, 'payment-invoice-issued-1280');

    const staff = await openPage(browser, 1280);
    await signInAsStaff(staff.page, 'manager');
    await staff.page.goto(`/admin1515/company_reports/${order.number}`);
    // Dated as every date of the staff area is, not as the database keeps it.
    const staffInvoiceLink = staff.page.getByRole('link', {
      name: /^Счёт от \d{2}\.\d{2}\.\d{4}$/,
    });
    const staffInvoice = await download(staff.page, await staffInvoiceLink.getAttribute('href'));
    expect(textOf(staffInvoice.body)).toContain(order.number);
    await staff.page.getByLabel('Дата платёжного поручения').fill('2026-01-15');
    await staff.page.getByLabel('Номер платёжного поручения').fill('512');
    await staff.page.getByRole('button', { name: 'Оплата по счёту получена' }).click();
    // A money move asks first: the dialog opens on «Отмена», so Enter alone moves nothing.
    const confirm = staff.page.getByRole('dialog', {
      name: /Деньги по счёту .* действительно пришли\?/,
    });
    await confirm.waitFor();
    await expect(confirm.getByRole('button', { name: 'Отмена', exact: true })).toBeFocused();
    await staff.page.keyboard.press('Escape');
    await confirm.waitFor({ state: 'hidden' });
    await staff.page.getByRole('button', { name: 'Оплата по счёту получена' }).click();
    await confirm.getByRole('button', { name: 'Да, оплата получена' }).click();
    await staff.page.getByRole('status').filter({ hasText: 'Оплата по счёту отмечена' }).waitFor();
    await staff.page.getByTestId('order-state').filter({ hasText: 'Оплачен' }).waitFor();
    await expect(staff.page.getByTestId('payment-facts')).toContainText('по счёту');
    await screenshot(staff.page, 'staff-order-invoice-paid-1280');
    expect(staff.errors, staff.errors.join('\n')).toEqual([]);
    await staff.close();

    await page.reload();
    await expect(page.getByTestId('order-status')).toHaveText('Оплачен');
    await expect(page.getByRole('link', { name: 'Скачать отчёт' })).toHaveCount(1);

    await page.getByRole('link', { name: 'Акт оказанных услуг (PDF)' }).waitFor();
    expect(errors, errors.join('\n')).toEqual([]);
    await close();
  }, 180_000);
});
