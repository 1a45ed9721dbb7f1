import { describe, expect, it } from 'vitest';
import { formatPhone, normalizePhone } from './phone';

describe('normalizePhone', () => {
  it.each([
    ['+7 (916) 555-12-34', '+79165551234'],
    ['+79165551234', '+79165551234'],
    ['89165551234', '+79165551234'],
    ['8-916-555-12-34', '+79165551234'],
    ['8 (916) 555 12 34', '+79165551234'],
    ['7 916 555 12 34', '+79165551234'],
    ['916 555-12-34', '+79165551234'],
    ['8 (495) 123-45-67', '+74951234567'],
    ['  +7\u00a0916\u00a0555-12-34  ', '+79165551234'],
  ])('turns the Russian number %s into %s', (typed, stored) => {
    expect(normalizePhone(typed)).toBe(stored);
  });

  it.each([
    ['+49 30 1234567', '+49301234567'],
    ['+1 (212) 555-0100', '+12125550100'],
    ['+44 20 7946 0958', '+442079460958'],
    ['+86 138 0013 8000', '+8613800138000'],
    ['0049 30 1234567', '+49301234567'],
    ['8 10 49 30 1234567', '+49301234567'],
    ['+683 4002', '+6834002'],
  ])('keeps the foreign number %s with its country code as %s', (typed, stored) => {
    expect(normalizePhone(typed)).toBe(stored);
  });

  it('gives the stored form back unchanged', () => {
    for (const typed of ['+7 (916) 555-12-34', '8 10 49 30 1234567', '916 555-12-34']) {
      const stored = normalizePhone(typed);
      expect(stored && normalizePhone(stored)).toBe(stored);
    }
  });

  it.each([
    ['', 'nothing'],
    ['123-45-67', 'a local number without its code'],
    ['12-34', 'too few digits'],
    ['+7 916 555 12 3', 'a Russian number one digit short'],
    ['+7 916 555 12 345', 'a Russian number one digit long'],
    ['+1234567890123456', 'more than 15 digits'],
    ['+0 123 456 789', 'a country code starting with 0'],
    ['++7 916 555 12 34', 'two plus signs'],
    ['7 916 555 12 34 +', 'a plus sign not in front'],
    ['+7 916 ABC 12 34', 'letters'],
    ['+7/916/555/12/34', 'slashes'],
    ['+', 'a plus sign alone'],
    ['2125550100', 'a foreign number without its code'],
  ])('refuses %j: %s', (typed) => {
    expect(normalizePhone(typed)).toBeNull();
  });
});

describe('formatPhone', () => {
  it('groups a Russian or Kazakh number the Russian way', () => {
    expect(formatPhone('+79165551234')).toBe('+7 916 555-12-34');
    expect(formatPhone(normalizePhone('8 (727) 250-00-00')!)).toBe('+7 727 250-00-00');
  });

  it('leaves other countries’ numbers as stored', () => {
    expect(formatPhone('+4930123456')).toBe('+4930123456');
    expect(formatPhone('+791655512')).toBe('+791655512');
  });
});
