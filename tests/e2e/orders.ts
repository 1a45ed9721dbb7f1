import type { Browser } from 'playwright-core';
import { baseUrl, openPage, signInAsStaff } from '../playwright-utils';
import { getCountry } from './dictionary-data';

/** A small but complete PDF (one empty A4 page, a correct cross-reference table). */
export function minimalPdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** The 8-byte PNG signature and a header: an image whatever its name says. */
export const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489',
  'hex',
);

export interface PlacedOrder {
  number: string;
  statusPath: string;
}

/** An order placed the way the public form places it, by a customer no other test knows. */
export async function placeOrder(companyName: string, email?: string): Promise<PlacedOrder> {
  const { tariffs } = await getCountry('de');
  const response = await fetch(`${baseUrl()}/api/Order/Create`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      idempotencyKey: crypto.randomUUID(),
      countryCode: 'de',
      company: { name: companyName, regCode: 'HRB 404404' },
      tariffId: tariffs[0]?.id,
      language: 'ru',
      contactName: 'Ольга Заказова',
      email: email ?? `olga-${Date.now().toString(36)}@example.ru`,
      phone: '+7 916 555-12-34',
      organisation: 'ООО «Импорт-Проверка»',
      inn: '7707083893',
      comment: 'Интересуют учредители и суды',
      consent: true,
    }),
  });
  if (response.status !== 201) throw new Error(`Order/Create: ${response.status}`);
  const created = (await response.json()) as { orderNumber: string; statusPath: string };
  return { number: created.orderNumber, statusPath: created.statusPath };
}

/**
 * Takes an order into work and uploads its report through the staff pages, as a manager does:
 * the order is then «Готов к оплате» and its customer can pay.
 */
export async function prepareReport(browser: Browser, number: string, pdf: Buffer = minimalPdf()) {
  const { page, errors, close } = await openPage(browser, 1280);
  await signInAsStaff(page, 'manager');
  await page.goto(`/admin1515/company_reports/${number}`);
  await page.getByRole('button', { name: 'Взять в работу' }).click();
  await page.getByTestId('order-state').filter({ hasText: 'В работе' }).waitFor();
  await page.getByLabel('Файл отчёта (PDF)').setInputFiles({
    name: `Отчёт ${number}.pdf`,
    mimeType: 'application/pdf',
    buffer: pdf,
  });
  await page.getByRole('button', { name: 'Загрузить и отметить «Отчёт готов»' }).click();
  await page.getByTestId('order-state').filter({ hasText: 'Готов к оплате' }).waitFor();
  if (errors.length) throw new Error(errors.join('\n'));
  await close();
}
