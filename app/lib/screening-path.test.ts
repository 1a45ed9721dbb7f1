import { describe, expect, it } from 'vitest';
import { companyCheckPath, typedCheckPath } from './screening-path';
import { typedCheckFromQuery } from './typed-check';
import { typedOrderPath } from './typed-order-path';

describe('the check pages’ addresses', () => {
  it('names a register company by its id', () => {
    expect(companyCheckPath(42)).toBe('/sanctions/company/42');
  });

  it('carries typed details in the query the check form reads back', () => {
    const path = typedCheckPath({
      name: ' Ромашка & Co ',
      regCode: '',
      vatCode: null,
      country: 'de',
    });
    expect(path).toBe(
      '/sanctions/check?name=%D0%A0%D0%BE%D0%BC%D0%B0%D1%88%D0%BA%D0%B0+%26+Co&country=DE',
    );
    const { values, isSubmitted } = typedCheckFromQuery(new URL(path, 'http://site').searchParams);
    expect(isSubmitted).toBe(true);
    expect(values).toEqual({ name: 'Ромашка & Co', regCode: '', vatCode: '', country: 'DE' });
    expect(typedCheckPath({})).toBe('/sanctions/check');
    expect(typedCheckFromQuery(new URLSearchParams()).isSubmitted).toBe(false);
  });

  it('orders a report by typed details only when the country is known', () => {
    const values = { name: 'ACME', regCode: 'HRB 1', vatCode: '', country: 'DE' };
    expect(typedOrderPath(values)).toBe('/order?country=de&name=ACME&regCode=HRB+1');
    expect(typedOrderPath({ ...values, country: '' })).toBeNull();
  });
});
