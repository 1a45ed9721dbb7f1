import { sql } from 'drizzle-orm';
import type { Company, CompanyStatus } from '../../../contracts/company-search';

/** The columns of a search result, named as the API names them. */
export const COMPANY_SELECT = sql.raw(
  `c.id, c.name, c.name_lat as "nameLat", c.reg_code as "regCode", c.vat_code as "vatCode",
   c.address, c.phone, c.email, c.form, c.status, c.country_code as "countryCode"`,
);

export interface CompanyRow {
  id: number;
  name: string;
  nameLat: string;
  regCode: string | null;
  vatCode: string | null;
  address: string | null;
  phone: string | null;
  email: string | null;
  form: string | null;
  status: string;
  countryCode: string;
}

export function toCompany(row: CompanyRow): Company {
  return { ...row, id: Number(row.id), status: row.status as CompanyStatus };
}
