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
import { renderAct } from './render-act';

describe('renderAct', () => {
  const withVat = documentData({
    ...priced(18_900),
    kind: 'act',
    number: '2026-000012',
    date: '2026-12-01',
    basis: 'оплата № 845 от 26.11.2026',
  });
  const withoutVat = documentData({
    ...priced(21_001),
    kind: 'act',
    date: '2026-02-27',
    operator: OPERATOR_WITHOUT_VAT,
    buyer: BUYER_ENTREPRENEUR,
  });
  let vatPdf: PdfReading;
  let noVatPdf: PdfReading;
  beforeAll(async () => {
    vatPdf = readPdf(await renderAct(withVat));
    noVatPdf = readPdf(await renderAct(withoutVat));
  });

  it('names the act, both parties and the basis', () => {
    const text = vatPdf.flat;
    expect(text).toContain('Акт № 2026-000012 от 01 декабря 2026 г.');
    expect(text).toContain(`Исполнитель: ${partyLine(OPERATOR_WITH_VAT)}`);
    expect(text).toContain('ИНН 7701234567, КПП 770101001, ОГРН 1237700123456');
    expect(text).toContain(`Заказчик: ${partyLine(BUYER_COMPANY)}`);
    expect(text).toContain('ИНН 7812345670, КПП 781201001');
    expect(text).toContain('Основание: Заказ № 2026-000012, оплата № 845 от 26.11.2026');
    expect(vatPdf.flat).not.toContain('БИК');
  });

  it('leaves out the КПП of a customer who has none', () => {
    expect(noVatPdf.flat).toContain(
      'Заказчик: ИП Смирнова Анна Викторовна, ИНН 500100732259, 143002, Московская область',
    );
    expect(noVatPdf.flat.match(/КПП/g)).toHaveLength(1);
    expect(noVatPdf.flat).toContain('Основание: Заказ № 2026-000012 ');
  });

  it('has the service table, the totals and the amount in words', () => {
    expect(vatPdf.layout).toMatch(/№ +Товары \(работы, услуги\) +Кол-во +Ед\. +Цена +Сумма\n/);
    expect(vatPdf.layout).toMatch(/1 +Кредитный отчёт .+ +1 +усл\. +18 900,00 +18 900,00\n/);
    expect(vatPdf.layout).toMatch(/Итого: +18 900,00\n/);
    expect(vatPdf.layout).toMatch(/В том числе НДС 22 %: +3 408,20\n/);
    expect(vatPdf.layout).toMatch(/Всего: +18 900,00\n/);
    expect(vatPdf.flat).toContain(
      'Всего оказано услуг 1, на сумму 18 900,00 руб. ' +
        'Восемнадцать тысяч девятьсот рублей 00 копеек',
    );
  });

  it('writes «Без НДС» for an operator without VAT', () => {
    expect(noVatPdf.layout).toMatch(/Без НДС +—\n/);
    expect(noVatPdf.layout).not.toContain('В том числе НДС');
    expect(noVatPdf.flat).toContain(
      'Всего оказано услуг 1, на сумму 21 001,00 руб. ' +
        'Двадцать одна тысяча один рубль 00 копеек',
    );
  });

  it('states the service was accepted and has both signature blocks side by side', () => {
    expect(vatPdf.flat).toContain(
      'Вышеперечисленные услуги выполнены полностью и в срок. Заказчик претензий по объёму, ' +
        'качеству и срокам оказания услуг не имеет.',
    );
    expect(vatPdf.layout).toMatch(/ИСПОЛНИТЕЛЬ +ЗАКАЗЧИК\n/);
    expect(vatPdf.layout).toMatch(/ООО «ИноПроверка» +АО «Северная Торговая Компания»\n/);
    expect(vatPdf.layout).toMatch(/подпись +расшифровка подписи +подпись +расшифровка подписи/);
    expect(noVatPdf.layout).toMatch(/ООО «ИноПроверка Регион» +ИП Смирнова Анна Викторовна\n/);
  });

  it('is one A4 page in PT Sans, small and titled', () => {
    expectOnePtSansPage(vatPdf);
    expectOnePtSansPage(noVatPdf);
    expect(vatPdf.info).toMatch(/Title: +Акт № 2026-000012 от 01 декабря 2026 г\./);
  });
});
