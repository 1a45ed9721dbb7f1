import { describe, expect, it } from 'vitest';
import { readOfacRemarks } from './ofac-remarks';

describe('numbers, weak aliases and nationalities in OFAC remarks', () => {
  it('reads each kind of company number with its issuing country', () => {
    const facts = readOfacRemarks(
      'Tax ID No. 7702070139 (Russia); Registration Number 1027739210630 (Russia); ' +
        'Legal Entity Number 253400V1H6ART1UQ0N98; Unified Social Credit Code (USCC) ' +
        '91110000100010433L (China); Vessel Registration Identification IMO 9187629; ' +
        'alt. Registration ID 12-345 (Turkey).',
    );
    expect(facts.identifiers.map((i) => [i.scheme, i.type, i.normalized, i.country])).toEqual([
      ['tax', 'Tax ID No.', '7702070139', 'RU'],
      ['registration', 'Registration Number', '1027739210630', 'RU'],
      ['lei', 'Legal Entity Number', '253400V1H6ART1UQ0N98', undefined],
      ['registration', 'Unified Social Credit Code (USCC)', '91110000100010433L', 'CN'],
      ['imo', 'Vessel Registration Identification IMO', '9187629', undefined],
      ['registration', 'Registration ID', '12345', 'TR'],
    ]);
  });

  it('cuts a passport number before its country and dates', () => {
    const [passport] = readOfacRemarks(
      'Passport A1234567 (Iran) issued 01 Jan 2010 expires 01 Jan 2020',
    ).identifiers;
    expect(passport).toMatchObject({ value: 'A1234567', country: 'IR', scheme: 'passport' });
  });

  it('leaves dates, websites and numberless labels alone', () => {
    const facts = readOfacRemarks(
      'DOB 13 May 1965; Website www.vtb.ru; Passport issued in Iran; Registration Number unknown',
    );
    expect(facts.identifiers).toEqual([]);
  });

  it('reads weak aliases and nationalities', () => {
    const facts = readOfacRemarks(
      "a.k.a. 'BNC'; f.k.a. 'OLD NAME'; nationality Iran; citizen Syria.",
    );
    expect(facts.weakAliases.map((n) => [n.name, n.type, n.quality])).toEqual([
      ['BNC', 'aka', 'weak'],
      ['OLD NAME', 'fka', 'weak'],
    ]);
    expect(facts.countries).toEqual(['IR', 'SY']);
  });
});
