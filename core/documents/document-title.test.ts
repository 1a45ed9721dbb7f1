import { describe, expect, it } from 'vitest';
import { documentData } from './document-fixtures';
import { documentBasis, documentTitle } from './document-title';

const plain = (text: string) => text.replace(/\u00a0/g, ' ');

describe('documentTitle and documentBasis', () => {
  it('titles the invoice and the act with number and date', () => {
    expect(plain(documentTitle(documentData()))).toBe(
      'Счёт на оплату № 2026-000012 от 25 ноября 2026 г.',
    );
    expect(plain(documentTitle(documentData({ kind: 'act', date: '2026-12-01' })))).toBe(
      'Акт № 2026-000012 от 01 декабря 2026 г.',
    );
  });

  it('bases both on the order, and the act also on what it closes', () => {
    expect(plain(documentBasis(documentData({ basis: 'не для счёта' })))).toBe(
      'Заказ № 2026-000012',
    );
    const act = documentData({ kind: 'act', basis: 'оплата № 845 от 26.11.2026' });
    expect(plain(documentBasis(act))).toBe('Заказ № 2026-000012, оплата № 845 от 26.11.2026');
    expect(plain(documentBasis({ ...act, basis: '  ' }))).toBe('Заказ № 2026-000012');
  });
});
