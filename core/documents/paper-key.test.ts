import { describe, expect, it } from 'vitest';
import { assertStorageKey } from '../storage/storage-key';
import { BUYER_COMPANY, BUYER_ENTREPRENEUR, documentData } from './document-fixtures';
import { paperKey } from './paper-key';

describe('paperKey', () => {
  it('keeps a paper by order and kind under a valid storage key', () => {
    const key = paperKey(12, documentData());
    expect(key).toMatch(/^order-papers\/12\/invoice-[0-9a-f]{32}\.pdf$/);
    expect(() => assertStorageKey(key)).not.toThrow();
    expect(paperKey(12, documentData({ kind: 'act' }))).toMatch(/^order-papers\/12\/act-/);
    expect(paperKey(13, documentData())).toMatch(/^order-papers\/13\/invoice-/);
  });

  it('is the same for the same printed facts, whatever order their fields came in', () => {
    const reordered = Object.fromEntries(Object.entries(documentData()).reverse()) as ReturnType<
      typeof documentData
    >;
    reordered.buyer = Object.fromEntries(
      Object.entries(BUYER_COMPANY).reverse(),
    ) as typeof BUYER_COMPANY;
    expect(paperKey(12, reordered)).toBe(paperKey(12, documentData()));
  });

  it('changes with anything printed on the paper', () => {
    const key = paperKey(12, documentData());
    expect(paperKey(12, documentData({ buyer: BUYER_ENTREPRENEUR }))).not.toBe(key);
    expect(paperKey(12, documentData({ buyer: { ...BUYER_COMPANY, kpp: '781201002' } }))).not.toBe(
      key,
    );
    expect(paperKey(12, documentData({ date: '2026-11-26' }))).not.toBe(key);
    expect(paperKey(12, documentData({ total: 7500 }))).not.toBe(key);
  });
});
