import { beforeAll, describe, expect, it } from 'vitest';
import {
  BUYER_COMPANY,
  BUYER_ENTREPRENEUR,
  documentData,
  OPERATOR_WITH_VAT,
  OPERATOR_WITHOUT_VAT,
  priced,
} from './document-fixtures';
import { expectOnePtSansPage, type PdfReading, readPdf } from './document-test-pdf';
import { partyLine } from './party-line';
import { renderInvoice } from './render-invoice';

describe('renderInvoice', () => {
  const withVat = documentData();
  const withoutVat = documentData({
    ...priced(12_500),
    number: '2026-000347',
    orderNumber: '2026-000347',
    date: '2026-03-02',
    operator: OPERATOR_WITHOUT_VAT,
    buyer: BUYER_ENTREPRENEUR,
  });
  let vatPdf: PdfReading;
  let noVatPdf: PdfReading;
  beforeAll(async () => {
    vatPdf = readPdf(await renderInvoice(withVat));
    noVatPdf = readPdf(await renderInvoice(withoutVat));
  });

  it('opens with the payee’s bank details in the usual grid', () => {
    const rows = vatPdf.layout;
    expect(rows).toMatch(/ПАО Сбербанк, г\. Москва +БИК +044525225\n/);
    expect(rows).toMatch(/Банк получателя +Сч\. № +30101810400000000225\n/);
    expect(rows).toMatch(/ИНН 7701234567 +КПП 770101001 +Сч\. № +40702810938000012345\n/);
    expect(rows).toMatch(/ООО «ИноПроверка»\n *Получатель\n/);
    expect(noVatPdf.layout).toMatch(
      /ИНН 5047123456 +КПП 504701001 +Сч\. № +40702810610000765432\n/,
    );
  });

  it('names the supplier, the buyer and the basis', () => {
    const text = vatPdf.flat;
    expect(text).toContain('Счёт на оплату № 2026-000012 от 25 ноября 2026 г.');
    expect(text).toContain(`Поставщик (Исполнитель): ${partyLine(OPERATOR_WITH_VAT)}`);
    expect(text).toContain(`Покупатель (Заказчик): ${partyLine(BUYER_COMPANY)}`);
    expect(text).toContain('КПП 781201001');
    expect(text).toContain('Основание: Заказ № 2026-000012');
  });

  it('leaves out the КПП of a buyer who has none', () => {
    const text = noVatPdf.flat;
    expect(text).toContain('Счёт на оплату № 2026-000347 от 02 марта 2026 г.');
    expect(text).toContain(
      'Покупатель (Заказчик): ИП Смирнова Анна Викторовна, ИНН 500100732259, 143002, ' +
        'Московская область',
    );
    expect(text.match(/КПП/g)).toHaveLength(2); // the supplier's, in the grid and in its line
  });

  it('has the service table and totals with the VAT included', () => {
    const rows = vatPdf.layout;
    expect(rows).toMatch(/№ +Товары \(работы, услуги\) +Кол-во +Ед\. +Цена +Сумма\n/);
    expect(rows).toMatch(
      /1 +Кредитный отчёт о компании SIEMENS AKTIENGESELLSCHAFT +1 +усл\. +7 400,00 +7 400,00\n/,
    );
    expect(rows).toMatch(/Итого: +7 400,00\n/);
    expect(rows).toMatch(/В том числе НДС 22 %: +1 334,43\n/);
    expect(rows).toMatch(/Всего к оплате: +7 400,00\n/);
    const text = vatPdf.flat;
    expect(text).toContain(
      'Всего наименований 1, на сумму 7 400,00 руб. Семь тысяч четыреста рублей 00 копеек',
    );
  });

  it('writes «Без НДС» for an operator without VAT', () => {
    const rows = noVatPdf.layout;
    expect(rows).toMatch(/Итого: +12 500,00\n/);
    expect(rows).toMatch(/Без НДС +—\n/);
    expect(rows).toMatch(/Всего к оплате: +12 500,00\n/);
    expect(rows).not.toContain('В том числе НДС');
    expect(noVatPdf.flat).toContain(
      'Всего наименований 1, на сумму 12 500,00 руб. Двенадцать тысяч пятьсот рублей 00 копеек',
    );
  });

  it('ends with the offer note and the signature lines', () => {
    const text = vatPdf.flat;
    expect(text).toContain(
      'Оплата по настоящему счёту означает согласие с условиями оферты. ' +
        'Счёт действителен 5 банковских дней.',
    );
    expect(vatPdf.layout).toMatch(/Руководитель +\/ +Бухгалтер +\//);
    expect(text.match(/расшифровка подписи/g)).toHaveLength(2);
  });

  it('is one A4 page in PT Sans, small and titled', () => {
    expectOnePtSansPage(vatPdf);
    expectOnePtSansPage(noVatPdf);
    expect(vatPdf.info).toMatch(/Title: +Счёт на оплату № 2026-000012 от 25 ноября 2026 г\./);
  });
});
