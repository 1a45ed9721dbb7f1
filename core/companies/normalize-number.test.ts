import { describe, expect, it } from 'vitest';
import { numberKey, phoneKey, vatKey } from './normalize-number';

describe('numberKey', () => {
  it.each([
    ['HRB 123456', 'HRB123456'],
    ['hrb-123.456', 'HRB123456'],
    [' 552 008 443 ', '552008443'],
    ['J40/1234/2015', 'J4012342015'],
    ['07687209', '7687209'],
    ['000', '0'],
    ['SC123456', 'SC123456'],
    ['１２３', '123'],
    ['БИН 050140000656', 'БИН050140000656'],
  ])('%j → %j', (input, key) => {
    expect(numberKey(input)).toBe(key);
  });

  it('gives null for nothing to compare', () => {
    expect(numberKey('')).toBeNull();
    expect(numberKey(' - . / ')).toBeNull();
    expect(numberKey(null)).toBeNull();
  });
});

describe('vatKey', () => {
  it.each([
    ['DE', 'DE 136 695 976', '136695976'],
    ['DE', '136695976', '136695976'],
    ['de', 'de136695976', '136695976'],
    ['GR', 'EL 094259216', '94259216'],
    ['GR', 'GR094259216', '94259216'],
    ['AT', 'ATU13585627', '13585627'],
    ['AT', 'U13585627', '13585627'],
    ['CH', 'CHE-109.910.570 MWST', '109910570'],
    ['CH', 'CHE109910570TVA', '109910570'],
    ['NO', 'NO 988 077 917 MVA', '988077917'],
    ['GB', 'GB 980 7806 84', '980780684'],
    ['GB', 'XI980780684', '980780684'],
    ['ES', 'ESB12345674', 'B12345674'],
    ['NL', 'NL004495445B01', '004495445B01'],
    ['FR', 'FR 40 303 265 045', '40303265045'],
  ])('%s %j → %j', (country, input, key) => {
    expect(vatKey(input, country)).toBe(key);
  });

  it('leaves a number that merely starts with other letters alone', () => {
    expect(vatKey('DE136695976', 'AT')).toBe('DE136695976');
  });
});

describe('phoneKey', () => {
  it('keeps digits only', () => {
    expect(phoneKey('+49 (89) 123-45-67')).toBe('49891234567');
    expect(phoneKey('нет')).toBeNull();
  });
});
