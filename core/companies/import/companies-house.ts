import type { CompanyStatus } from '../../../contracts/company-search';
import type { CompanyInput } from '../company-record';
import { RowError, type MappedRow } from './row-error';

export const COMPANIES_HOUSE_SOURCE = 'companies-house';

/** Columns the importer reads (header names trimmed: the real file has leading spaces). */
export const COMPANIES_HOUSE_COLUMNS = ['CompanyName', 'CompanyNumber', 'CompanyStatus'] as const;

/** CompanyStatus values (matched case-insensitively) → the spec's statuses. */
const STATUSES: Record<string, CompanyStatus> = {
  active: 'Active',
  registered: 'Active',
  // Still trading; a receiver manages only the assets of one charge.
  'live but receiver manager on at least one charge': 'Active',
  // The registrar is about to remove the company from the register.
  'active - proposal to strike off': 'In liquidation',
  liquidation: 'In liquidation',
  receivership: 'In liquidation',
  'administrative receiver': 'In liquidation',
  'receiver manager / administrative receiver': 'In liquidation',
  // Administration and voluntary arrangements are rescue procedures.
  administration: 'Is in process of reorganization',
  'in administration': 'Is in process of reorganization',
  'administration order': 'Is in process of reorganization',
  'in administration/administrative receiver': 'Is in process of reorganization',
  'in administration/receiver manager': 'Is in process of reorganization',
  'voluntary arrangement': 'Is in process of reorganization',
  'voluntary arrangement / administrative receiver': 'Is in process of reorganization',
  'voluntary arrangement / receiver manager': 'Is in process of reorganization',
  dissolved: 'Deleted',
  closed: 'Deleted',
  'converted/closed': 'Deleted',
};

/** CompanyCategory → the abbreviation written after UK company names. */
const CATEGORIES: [RegExp, string][] = [
  [/public limited/i, 'PLC'],
  [/limited liability partnership/i, 'LLP'],
  [/limited partnership/i, 'LP'],
  [/community interest/i, 'CIC'],
  [/charitable incorporated/i, 'CIO'],
  [/unlimited/i, 'Unlimited'],
  [/investment company with variable capital/i, 'ICVC'],
  [/private limited|^pri\/|limited by guarantee/i, 'Ltd'],
  [/royal charter/i, 'RC'],
  [/overseas entity/i, 'OE'],
];

export function companiesHouseStatus(value: string): CompanyStatus {
  const status = STATUSES[value.trim().toLowerCase()];
  if (!status) throw new RowError(`неизвестный статус компании «${value}»`);
  return status;
}

export function companiesHouseForm(category: string): string | null {
  const text = category.trim();
  if (!text) return null;
  return CATEGORIES.find(([re]) => re.test(text))?.[1] ?? text;
}

const join = (parts: (string | undefined)[]) =>
  parts
    .map((p) => p?.trim())
    .filter(Boolean)
    .join(', ') || null;

/** One row of BasicCompanyData (columns by name) as a company of the register. */
export function mapCompaniesHouseRow(row: Record<string, string>): MappedRow<CompanyInput> {
  const name = row.CompanyName?.trim();
  const number = row.CompanyNumber?.trim().toUpperCase();
  if (!name) throw new RowError('пустое наименование (CompanyName)');
  if (!number || !/^[A-Z0-9]{2}\d{6}$/.test(number)) {
    throw new RowError(`неверный номер компании (CompanyNumber) «${row.CompanyNumber ?? ''}»`);
  }
  const status = row.DissolutionDate?.trim()
    ? 'Deleted'
    : companiesHouseStatus(row.CompanyStatus ?? '');
  return {
    company: {
      countryCode: 'GB',
      name,
      regCode: number,
      address: join([
        row['RegAddress.CareOf'] && `c/o ${row['RegAddress.CareOf']}`,
        row['RegAddress.POBox'] && `PO Box ${row['RegAddress.POBox']}`,
        row['RegAddress.AddressLine1'],
        row['RegAddress.AddressLine2'],
        row['RegAddress.PostTown'],
        row['RegAddress.County'],
        row['RegAddress.PostCode'],
      ]),
      form: companiesHouseForm(row.CompanyCategory ?? ''),
      status,
      source: COMPANIES_HOUSE_SOURCE,
      sourceId: number,
    },
  };
}
