import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { baseUrl, launchBrowser, openPage, screenshot, signInAsStaff } from '../playwright-utils';
import { axeViolations } from './axe';
import { minimalPdf, PNG, placeOrder } from './orders';
import { expect } from './web-first';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('staff area: orders', () => {
  it('a manager finds a new order, takes it, uploads the report and marks it ready', async () => {
    const company = `Auftrag Prüfung ${Date.now().toString(36)} GmbH`;
    // Others in the queue, so the search has something to leave out.
    await placeOrder(`Nachbar Eins ${Date.now().toString(36)} AG`);
    const order = await placeOrder(company);
    await placeOrder(`Nachbar Zwei ${Date.now().toString(36)} KG`);
    const { page, errors, close } = await openPage(browser, 1280);
    await signInAsStaff(page, 'manager');

    await page
      .getByRole('navigation', { name: 'Разделы' })
      .getByRole('link', { name: 'Заказы' })
      .click();
    await page.getByRole('heading', { name: 'Заказы', exact: true }).waitFor();
    await screenshot(page, 'staff-orders-queue-1280');
    expect(await axeViolations(page), 'queue at 1280 px').toEqual([]);

    // Clicks from here to `ready` are counted: open, take, choose the file, upload-and-ready.
    let clicks = 0;
    await page.getByLabel('Номер, e-mail, компания или ИНН').fill(order.number);
    await page.getByRole('button', { name: 'Найти' }).click();
    await page.waitForURL((url) => url.searchParams.get('q') === order.number);
    const row = page.getByRole('row').filter({ hasText: order.number });
    await row.getByRole('link', { name: order.number }).waitFor();
    await expect(page.getByRole('row')).toHaveCount(2);
    await expect(row).toContainText(company);
    await expect(row).toContainText('Принят');

    await row.getByRole('link', { name: order.number }).click();
    clicks += 1;
    await page.getByRole('heading', { name: `Заказ № ${order.number}` }).waitFor();
    await expect(page.getByText('Введена клиентом вручную — в реестре не найдена')).toHaveCount(1);
    await expect(page.getByText('7707083893').first()).toBeAttached();
    // The register's status in Russian, as the public site shows it.
    await expect(page.getByText('Active', { exact: true })).toHaveCount(0);

    await page.getByRole('button', { name: 'Взять в работу' }).click();
    clicks += 1;
    await page.getByRole('status').filter({ hasText: 'Заказ взят в работу' }).waitFor();
    await page.getByTestId('order-state').filter({ hasText: 'В работе' }).waitFor();
    await screenshot(page, 'staff-order-in-progress-1280');

    await page.getByLabel('Файл отчёта (PDF)').setInputFiles({
      name: `Отчёт ${company}.pdf`,
      mimeType: 'application/pdf',
      buffer: minimalPdf(),
    });
    clicks += 1; // the file chooser
    await page.getByRole('button', { name: 'Загрузить и отметить «Отчёт готов»' }).click();
    clicks += 1;
    await page
      .getByRole('status')
      .filter({ hasText: 'Отчёт загружен, заказ отмечен готовым' })
      .waitFor();
    expect(clicks).toBe(4);
    // The action's answer shows first; the page's data follows with the revalidation.
    await page.getByTestId('order-state').filter({ hasText: 'Готов к оплате' }).waitFor();
    const history = page.getByTestId('history');
    await expect(history).toContainText('В работе → Готов к оплате');
    await expect(history).toContainText('Михаил Менеджеров <manager@e2e.test>');
    const mail = page.getByRole('list', { name: 'Письма по заказу' });
    await mail
      .getByRole('link', { name: `Отчёт по заказу № ${order.number} готов — ИноПроверка` })
      .waitFor();
    await expect(mail).toContainText(`Заказ № ${order.number} взят в работу`);

    // The stored file downloads as it was uploaded.
    const fileLink = page
      .getByRole('list', { name: 'Файлы заказа' })
      .getByRole('link', { name: `Отчёт ${company}.pdf` });
    const download = await page.request.get(`${baseUrl()}${await fileLink.getAttribute('href')}`);
    expect(download.status()).toBe(200);
    expect(download.headers()['content-type']).toBe('application/pdf');
    expect(download.headers()['x-content-type-options']).toBe('nosniff');
    expect(download.headers()['content-disposition']).toMatch(/^attachment; filename="order-/);
    expect(Buffer.from(await download.body())).toEqual(minimalPdf());

    await screenshot(page, 'staff-order-1280');
    expect(await axeViolations(page), 'order page at 1280 px').toEqual([]);
    expect(errors, errors.join('\n')).toEqual([]);
    await close();

    // The customer sees that the report is ready, never the file itself.
    const customer = await openPage(browser, 1280);
    await customer.page.goto(order.statusPath);
    await expect(customer.page.getByTestId('order-status')).toHaveText('Готов к оплате');
    const reportState = customer.page.getByTestId('report-state');
    await expect(reportState).toHaveText(/^Отчёт готов \d+\s[а-я]+\sв\s\d{2}:\d{2}\s\(МСК\)\./, {
      useInnerText: true,
    });
    await expect(reportState).toContainText(
      'Он станет доступен для скачивания на этой странице после оплаты.',
    );
    await expect(customer.page.locator('a[href*="/files/"]')).toHaveCount(0);
    await screenshot(customer.page, 'order-status-ready-1280');
    await customer.close();

    const narrow = await openPage(browser, 768);
    await signInAsStaff(narrow.page, 'manager');
    await narrow.page.goto(`/admin1515/company_reports/${order.number}`);
    await narrow.page.getByRole('heading', { name: `Заказ № ${order.number}` }).waitFor();
    await screenshot(narrow.page, 'staff-order-768');
    expect(await axeViolations(narrow.page), 'order page at 768 px').toEqual([]);
    await narrow.page.goto('/admin1515/company_reports?status=ready');
    await narrow.page.getByRole('heading', { name: 'Заказы', exact: true }).waitFor();
    await screenshot(narrow.page, 'staff-orders-queue-768');
    expect(narrow.errors, narrow.errors.join('\n')).toEqual([]);
    await narrow.close();
  });

  it('works without JavaScript: a PNG named .pdf is refused, then the order is cancelled', async () => {
    const company = `Unbekannt ${Date.now().toString(36)} GmbH`;
    const order = await placeOrder(company);
    const { page, close } = await openPage(browser, 1280, { javaScriptEnabled: false });
    await signInAsStaff(page, 'manager');
    await page.goto(`/admin1515/company_reports/${order.number}`);
    await page.getByRole('button', { name: 'Взять в работу' }).click();
    await page.getByRole('status').filter({ hasText: 'Заказ взят в работу' }).waitFor();

    await page.getByLabel('Файл отчёта (PDF)').setInputFiles({
      name: 'отчёт.pdf',
      mimeType: 'application/pdf',
      buffer: PNG,
    });
    await page.getByRole('button', { name: 'Только загрузить' }).click();
    await page.getByRole('alert').filter({ hasText: 'Отчёт должен быть файлом PDF' }).waitFor();
    await expect(page.getByTestId('order-state')).toContainText('В работе');

    await page.getByText('Отменить заказ…').click();
    await page.getByLabel('Причина').selectOption({ label: 'Компания не найдена в реестре' });
    await page
      .getByLabel(/Пояснение для клиента/)
      .fill('В торговом реестре Германии нет компании с таким названием и номером.');
    await page.getByRole('button', { name: 'Отменить заказ и известить клиента' }).click();
    await page.getByRole('status').filter({ hasText: 'Заказ отменён' }).waitFor();
    await expect(page.getByTestId('order-state')).toContainText('Отменён');
    const mail = page.getByRole('list', { name: 'Письма по заказу' });
    await expect(mail).toContainText(`Заказ № ${order.number} отменён`);
    await close();

    const customer = await openPage(browser, 1280);
    await customer.page.goto(order.statusPath);
    const reason = customer.page.getByTestId('cancel-reason');
    await expect(reason).toContainText('Мы не нашли компанию в официальном реестре страны');
    await expect(reason).toContainText('В торговом реестре Германии нет компании');
    await expect(reason).toContainText('платить ничего не нужно');
    await expect(reason).toContainText('мы вернём 100 % стоимости');

    await screenshot(customer.page, 'order-status-cancelled-1280');
    await customer.close();
  });
});
