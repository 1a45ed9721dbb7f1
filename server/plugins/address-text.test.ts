import { describe, expect, it } from 'vitest';
import { decodeAddress } from './address-text';

describe('decodeAddress', () => {
  it('decodes percent-escapes as UTF-8', () => {
    expect(decodeAddress('/orders/1%00?q=%D0%90%D0%BD%D0%BD%D0%B0')).toBe('/orders/1\u0000?q=Анна');
    expect(decodeAddress('/x?t=%C2%85')).toBe('/x?t=\u0085');
  });

  it('turns broken sequences into U+FFFD instead of throwing', () => {
    expect(decodeAddress('/x?t=%ED%A0%80&u=%FF')).toBe('/x?t=\ufffd\ufffd\ufffd&u=\ufffd');
    expect(decodeAddress('/x?t=%zz%4')).toBe('/x?t=%zz%4');
  });
});
