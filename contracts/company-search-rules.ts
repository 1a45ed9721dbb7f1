/*
 * The company search's rules and labels without zod: the search screen's code needs only
 * these, and importing them from company-search.ts would bring the schemas (and zod) along.
 */

/** The rule stated on the search screen (spec section 5), worded as the issue requires. */
export const AT_LEAST_ONE_CRITERION_MESSAGE =
  'Заполните хотя бы одно из полей: наименование, регистрационный номер или TAX/VAT-номер';

/** decisions.md section 3: a search returns at most this many companies. */
export const MAX_COMPANY_RESULTS = 50;

export const COMPANY_CRITERIA_LIMITS = {
  name: 300,
  regCode: 50,
  vatCode: 50,
  address: 300,
  phone: 50,
  email: 254,
  addInfo: 2000,
} as const;

/** True when at least one of the identifying fields (name, regCode, vatCode) is filled. */
export function hasIdentifyingCriterion(criteria: {
  name?: string | undefined;
  regCode?: string | undefined;
  vatCode?: string | undefined;
}): boolean {
  return Boolean(criteria.name?.trim() || criteria.regCode?.trim() || criteria.vatCode?.trim());
}

export const COMPANY_STATUSES = [
  'Active',
  'Deleted',
  'In liquidation',
  'Is in process of reorganization',
] as const;
export type CompanyStatus = (typeof COMPANY_STATUSES)[number];

/** How each status of the spec is shown to the user. */
export const COMPANY_STATUS_LABELS: Record<CompanyStatus, string> = {
  Active: 'Действующая',
  Deleted: 'Ликвидирована',
  'In liquidation': 'В процессе ликвидации',
  'Is in process of reorganization': 'В процессе реорганизации',
};
