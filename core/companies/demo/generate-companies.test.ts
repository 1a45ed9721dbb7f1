import { describe, expect, it } from 'vitest';
import { COMPANY_STATUSES } from '../../../contracts/company-search';
import { seedCountries } from '../../../db/seed/country-list';
import { toCompanyRecord } from '../company-record';
import { legalFormsFor } from '../legal-forms';
import { countryNumbers } from '../numbers/country-numbers';
import { hasNonLatin } from '../transliterate';
import { FIXED_DEMO_COMPANIES } from './fixed-companies';
import { generateDemoCompanies } from './generate-companies';

describe('demo register generator', () => {
  it('is deterministic, and a larger count extends a smaller one', () => {
    const small = generateDemoCompanies('DE', 20);
    expect(generateDemoCompanies('DE', 20)).toEqual(small);
    expect(generateDemoCompanies('DE', 50).slice(0, 20)).toEqual(small);
  });

  it('makes valid, searchable companies for every country of the site', () => {
    for (const { code } of seedCountries()) {
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
