import { describe, expect, it } from 'vitest';
import { COMPANY_STATUSES } from '../../contracts/company-search';
import { seedCountries } from '../../db/seed/country-list';
import { toCompanyRecord } from '../../core/companies/company-record';
import { legalFormsFor } from '../../core/companies/legal-forms';
import { countryNumbers } from './numbers/country-numbers';
import { hasNonLatin } from '../../core/companies/transliterate';
import { FIXED_DEMO_COMPANIES } from './fixed-companies';
import { generateDemoCompanies, hasDemoCompanies } from './generate-companies';
import { HU_FORM_CODES } from './numbers/europe-central';
import { SWEDISH_PARTNERSHIPS } from './numbers/europe-north';
import { spanishNifLetter } from './numbers/europe-south';
import { germanRegisterOf } from './numbers/europe-west';

describe('demo register generator', () => {
  it('is deterministic, and a larger count extends a smaller one', () => {
    const small = generateDemoCompanies('DE', 20);
    expect(generateDemoCompanies('DE', 20)).toEqual(small);
    expect(generateDemoCompanies('DE', 50).slice(0, 20)).toEqual(small);
  });

  it('makes valid, searchable companies for every country of the site', () => {
    for (const { code } of seedCountries().filter((c) => hasDemoCompanies(c.code))) {
      const companies = generateDemoCompanies(code, 25);
      expect(companies.length, code).toBeGreaterThanOrEqual(25);
      const forms = new Set(legalFormsFor(code).map((f) => f.abbr));
      const numbers = countryNumbers(code);
      for (const company of companies) {
        const record = toCompanyRecord(company);
        expect(record.nameKey, `${code} ${company.name}`).not.toBe('');
        // Every non-Latin name has a Latin one.
        expect(hasNonLatin(record.nameLat), `${code} ${company.nameLat}`).toBe(false);
        expect(numbers.reg.validate(company.regCode!), `${code} reg ${company.regCode}`).toBe(true);
        if (company.vatCode)
          expect(
            numbers.vat?.validate(company.vatCode) ?? numbers.reg.validate(company.vatCode),
          ).toBe(true);
        expect(company.address, code).toBeTruthy();
        if (!FIXED_DEMO_COMPANIES[code]?.some((f) => f.name === company.name)) {
          expect(forms.has(company.form!), `${code} form ${company.form}`).toBe(true);
        }
      }
    }
  });

  it('has mostly active companies and every status of the spec', () => {
    const companies = generateDemoCompanies('FR', 1000);
    const counts = Object.fromEntries(COMPANY_STATUSES.map((s) => [s, 0]));
    for (const c of companies) counts[c.status]! += 1;
    expect(counts.Active).toBeGreaterThan(800);
    for (const status of COMPANY_STATUSES) expect(counts[status], status).toBeGreaterThan(0);
  });

  it('writes names in the local script with a Latin name beside them', () => {
    const kz = generateDemoCompanies('KZ', 40).map(toCompanyRecord);
    expect(kz[0]).toMatchObject({
      name: 'ТОО «Алтын Дала»',
      nameLat: 'Altyn Dala LLP',
      form: 'ТОО',
    });
    expect(kz.every((c) => /^(ТОО|АО) «.+»$/.test(c.name))).toBe(true);
    const cn = generateDemoCompanies('CN', 10);
    expect(cn.every((c) => /有限公司$/.test(c.name) && /Co\., Ltd\.$/.test(c.nameLat!))).toBe(true);
    const gr = generateDemoCompanies('GR', 10);
    expect(gr.every((c) => /[Α-Ω]/.test(c.name) && (c.vatCode ?? 'EL').startsWith('EL'))).toBe(
      true,
    );
  });

  it('includes the fixed companies that demonstrations rely on', () => {
    const de = generateDemoCompanies('DE', 40);
    expect(de[0]).toMatchObject({
      name: 'Müller Maschinenbau GmbH',
      regCode: 'HRB 123456',
      status: 'Active',
      sourceId: 'DE-1',
    });
    for (const [code, fixed] of Object.entries(FIXED_DEMO_COMPANIES)) {
      const numbers = countryNumbers(code);
      for (const company of fixed) {
        expect(numbers.reg.validate(company.regCode!), `${code} ${company.regCode}`).toBe(true);
        if (company.vatCode)
          expect(numbers.vat!.validate(company.vatCode), `${code} ${company.vatCode}`).toBe(true);
      }
    }
  });
});

describe('demo register realism', () => {
  it('gives every company of a country its own name', () => {
    const unique = (code: string, count: number) => {
      const names = generateDemoCompanies(code, count).map((c) => c.name.toLowerCase());
      expect(new Set(names).size, code).toBe(names.length);
      return names;
    };
    for (const { code } of seedCountries()) unique(code, 300);
    // The smallest vocabularies, at the default size: taken names are told apart by a place or a
    // second name, as registers do, and a number is the rare last resort.
    for (const code of ['AF', 'KP', 'TM', 'IR', 'MN', 'AL']) {
      const numbered = unique(code, 1000).filter((name) => /\s\d+(\s|$)/.test(name));
      expect(numbered.length, code).toBeLessThan(10);
    }
  });

  it('puts German partnerships and sole traders in HRA, corporations in HRB', () => {
    const de = generateDemoCompanies('DE', 1000);
    const registerOf = (form: string) =>
      new Set(de.filter((c) => c.form === form).map((c) => c.regCode!.slice(0, 3)));
    for (const form of ['GmbH', 'UG (haftungsbeschränkt)', 'AG'])
      expect([...registerOf(form)], form).toEqual(['HRB']);
    for (const form of ['KG', 'OHG', 'e.K.', 'GmbH & Co. KG'])
      expect([...registerOf(form)], form).toEqual(['HRA']);
    expect(germanRegisterOf('KGaA')).toBe('HRB');
  });

  it('types the numbers of other registers by legal form', () => {
    for (const c of generateDemoCompanies('HU', 300))
      expect(c.regCode!.split('-')[1], `${c.form} ${c.regCode}`).toBe(HU_FORM_CODES[c.form!]);
    for (const c of generateDemoCompanies('ES', 300))
      expect(c.regCode![0], `${c.form} ${c.regCode}`).toBe(spanishNifLetter(c.form!));
    for (const c of generateDemoCompanies('SE', 300))
      expect(c.regCode![0], `${c.form} ${c.regCode}`).toBe(
        SWEDISH_PARTNERSHIPS.has(c.form!) ? '9' : '5',
      );
    const gb = generateDemoCompanies('GB', 300).filter((c) => c.sourceId !== 'GB-1');
    for (const c of gb)
      expect(/^(OC|SO)\d{6}$/.test(c.regCode!), `${c.form} ${c.regCode}`).toBe(c.form === 'LLP');
  });

  it('gives none to the territories whose texts say no companies are registered there', () => {
    const empty = seedCountries()
      .map((c) => c.code)
      .filter((code) => !hasDemoCompanies(code));
    expect(empty).toEqual(expect.arrayContaining(['AQ', 'BV', 'HM', 'TF', 'GS']));
    for (const code of empty) {
      expect(generateDemoCompanies(code, 1000), code).toEqual([]);
      expect(FIXED_DEMO_COMPANIES[code], code).toBeUndefined();
    }
    expect(hasDemoCompanies('DE')).toBe(true);
  });
});
