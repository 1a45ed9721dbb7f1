import { describe, expect, it } from 'vitest';
import { documentFigures } from './document-figures';
import { documentData, OPERATOR_WITH_VAT, OPERATOR_WITHOUT_VAT } from './document-fixtures';

const plain = <T>(value: T): T => JSON.parse(JSON.stringify(value).replace(/\u00a0/g, ' '));

describe('documentFigures', () => {
  it('shows the VAT included in the total for a VAT payer', () => {
    expect(plain(documentFigures(documentData({ operator: OPERATOR_WITH_VAT })))).toEqual({
      price: '7 400,00',
      lineSum: '7 400,00',
      total: '7 400,00',
      vat: { label: 'В том числе НДС 22 %:', amount: '1 334,43' },
      totalInWords: 'Семь тысяч четыреста рублей 00 копеек',
    });
  });

  it('writes «Без НДС» for an operator on the simplified system', () => {
    const figures = documentFigures(documentData({ operator: OPERATOR_WITHOUT_VAT }));
    expect(figures.vat).toEqual({ label: 'Без НДС', amount: '—' });
  });

  it('rounds the VAT to the kopeck at other rates and totals', () => {
    const data = (total: number, vatRate: number) =>
      documentData({
        total,
        service: { ...documentData().service, price: total },
        operator: { ...OPERATOR_WITH_VAT, vatRate },
      });
    expect(plain(documentFigures(data(12_500, 22)).vat.amount)).toBe('2 254,10');
    expect(plain(documentFigures(data(21_001, 20)).vat.amount)).toBe('3 500,17');
    expect(plain(documentFigures(data(7400, 5)).vat.amount)).toBe('352,38');
  });

  it('refuses a total that differs from the line', () => {
    expect(() => documentFigures(documentData({ total: 7500 }))).toThrow(RangeError);
  });
});
