import { describe, expect, it } from 'vitest';
import { numberKey, numberSearchKeys, phoneKey, vatKey } from './normalize-number';

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

describe('numberSearchKeys: a number typed either way meets the key it is stored under', () => {
  it.each([
    // Swiss UID with the VAT suffix in each language: stored as the register writes it (CHE…).
    ['CH', 'CHE-105.909.036 MWST', 'CHE105909036'],
    ['CH', 'CHE-105.909.036 TVA', 'CHE105909036'],
    ['CH', 'CHE 105 909 036 IVA', 'CHE105909036'],
    ['CH', '105.909.036', 'CHE105909036'],
    ['LI', 'CHE-105.909.036 MWST', 'CHE105909036'],
    // French TVA: the SIREN after two check characters.
    ['FR', 'FR94855200887', '855200887'],
    ['FR', 'FR 66 652 014 051', '652014051'],
    ['MC', 'FR 94 855200887', '855200887'],
    // Swedish VAT: the organisationsnummer followed by 01.
    ['SE', 'SE556016068001', '5560160680'],
    // Norwegian MVA suffix, Greek EL, Austrian ATU, Czech CZ, Italian IT prefixes.
    ['NO', 'NO 923 609 016 MVA', '923609016'],
    ['GR', 'EL 820929351', '820929351'],
    ['AT', 'ATU61740229', '61740229'],
    ['CZ', 'CZ00177041', '177041'],
    ['IT', 'IT00159560366', '159560366'],
    // German register numbers with their court's register type, typed without the space.
    ['DE', 'hrb100484', 'HRB100484'],
    // Issue 27: typed without the register's prefix, or with the court and town around it.
    ['DE', '123456', 'HRB123456'],
    ['DE', '98765', 'HRA98765'],
    ['DE', 'Amtsgericht München HRB 123456', 'HRB123456'],
    ['DE', 'Amtsgericht München, HRB123456', 'HRB123456'],
    ['DE', 'HRB 123456 (Amtsgericht München)', 'HRB123456'],
    ['DE', 'Registergericht: Amtsgericht Berlin (Charlottenburg) HRB 12345', 'HRB12345'],
    ['AT', '123456a', 'FN123456A'],
    ['NL', 'KvK 12345678', '12345678'],
    ['KZ', 'БИН 071240440284', '71240440284'],
  ])('%s %j includes %j', (country, typed, stored) => {
    expect(numberSearchKeys(typed, country)).toContain(stored);
  });

  it('keeps the number as typed too, and gives nothing for nothing', () => {
    expect(numberSearchKeys('CHE-105.909.036', 'CH')).toContain('CHE105909036');
    expect(numberSearchKeys('', 'CH')).toEqual([]);
    expect(numberSearchKeys(' -. ', 'FR')).toEqual([]);
  });
});

describe('numberSearchKeys never cuts a number', () => {
  it('drops no part of a number that holds digits', () => {
    expect(numberSearchKeys('J40/1234/2015', 'RO')).toEqual(['J4012342015']);
    expect(numberSearchKeys('FN 123456 a', 'AT')).not.toContain('123456');
  });

  it('tries the prefixes only for a number typed without one', () => {
    expect(numberSearchKeys('HRB 12345', 'DE')).not.toContain('HRA12345');
    expect(numberSearchKeys('12', 'DE')).toEqual(['12']);
    expect(numberSearchKeys('123456', 'FR')).toEqual(['123456']);
  });
});

describe('phoneKey', () => {
  it('keeps digits only', () => {
    expect(phoneKey('+49 (89) 123-45-67')).toBe('49891234567');
    expect(phoneKey('нет')).toBeNull();
  });
});
