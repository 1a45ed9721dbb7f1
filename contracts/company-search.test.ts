import { describe, expect, it } from 'vitest';
import {
  AT_LEAST_ONE_CRITERION_MESSAGE,
  COMPANY_STATUS_LABELS,
  COMPANY_STATUSES,
  CompanySearchCriteria,
  FindCompanyRequest,
} from './company-search';

describe('company search contract', () => {
  it('needs at least one of name, registration number, VAT number, with the spec message', () => {
    for (const criteria of [
      {},
      { name: '  ' },
      { address: 'Berlin', phone: '123', email: 'a@b.c' },
    ]) {
      const result = CompanySearchCriteria.safeParse(criteria);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]).toMatchObject({
        message: AT_LEAST_ONE_CRITERION_MESSAGE,
        path: [],
      });
    }
    for (const criteria of [{ name: 'Müller' }, { regCode: 'HRB 1' }, { vatCode: 'DE1' }]) {
      expect(CompanySearchCriteria.safeParse(criteria).success).toBe(true);
    }
  });

  it('trims the fields', () => {
    expect(CompanySearchCriteria.parse({ name: '  Müller ', address: ' Berlin ' })).toEqual({
      name: 'Müller',
      address: 'Berlin',
    });
  });

  it('takes the spec payload, a code or an id for the country', () => {
    const payload = {
      countryId: 'de',
      reportContentTypeId: 'credit',
      requestId: 'x',
      company: { name: 'A' },
    };
    expect(FindCompanyRequest.parse(payload).countryId).toBe('de');
    expect(FindCompanyRequest.parse({ ...payload, countryId: 40 }).countryId).toBe(40);
    expect(FindCompanyRequest.safeParse({ ...payload, countryId: 'deu' }).success).toBe(false);
    expect(FindCompanyRequest.safeParse({ ...payload, reportContentTypeId: 'full' }).success).toBe(
      false,
    );
    const empty = FindCompanyRequest.safeParse({ ...payload, company: undefined });
    expect(empty.error?.issues[0]).toMatchObject({
      message: AT_LEAST_ONE_CRITERION_MESSAGE,
      path: [],
    });
  });

  it('labels every status in Russian', () => {
    expect(COMPANY_STATUSES.map((s) => COMPANY_STATUS_LABELS[s])).toEqual([
      'Действующая',
      'Ликвидирована',
      'В процессе ликвидации',
      'В процессе реорганизации',
    ]);
  });
});
