import type { CompanySearchCriteria } from '../../contracts/company-search';

const CRITERIA_FIELDS = [
  'name',
  'regCode',
  'vatCode',
  'address',
  'phone',
  'email',
  'addInfo',
] as const;
export type CriteriaField = (typeof CRITERIA_FIELDS)[number];
export type CriteriaValues = Record<CriteriaField, string>;

export const EMPTY_CRITERIA: CriteriaValues = {
  name: '',
  regCode: '',
  vatCode: '',
  address: '',
  phone: '',
  email: '',
  addInfo: '',
};

/** The criteria as they stand in the URL query, so a search can be linked and reloaded. */
export function criteriaFromSearchParams(params: URLSearchParams): CriteriaValues {
  const values = { ...EMPTY_CRITERIA };
  for (const field of CRITERIA_FIELDS) values[field] = params.get(field) ?? '';
  return values;
}

export function criteriaToSearchParams(values: Partial<CriteriaValues>): URLSearchParams {
  const params = new URLSearchParams();
  for (const field of CRITERIA_FIELDS) {
    const value = values[field]?.trim();
    if (value) params.set(field, value);
  }
  return params;
}

/** The criteria of a query in one canonical form: two queries asking the same search match. */
export function criteriaKey(params: URLSearchParams): string {
  return criteriaToSearchParams(criteriaFromSearchParams(params)).toString();
}

export function hasAnyCriteria(values: CriteriaValues): boolean {
  return CRITERIA_FIELDS.some((field) => values[field].trim() !== '');
}

/** Only the filled fields, as the API expects them. */
export function filledCriteria(values: CriteriaValues): CompanySearchCriteria {
  const criteria: CompanySearchCriteria = {};
  for (const field of CRITERIA_FIELDS) {
    const value = values[field].trim();
    if (value) criteria[field] = value;
  }
  return criteria;
}
