import { sql } from 'drizzle-orm';
import type { CompanyWithCountry } from '../../contracts/company-search';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { COMPANY_SELECT, toCompany, type CompanyRow } from './register/company-columns';

interface Row extends CompanyRow {
  countryId: number;
  countryName: string;
}

/** One company of the register with its country, for the order page; null if unknown. */
export async function getCompanyById(db: Database, id: number): Promise<CompanyWithCountry | null> {
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) return null;
  const [row] = await queryRows<Row>(
    db,
    sql`select ${COMPANY_SELECT}, k.id as "countryId", k.name as "countryName"
        from companies c join countries k on k.code = c.country_code
        where c.id = ${id}`,
  );
  if (!row) return null;
  const { countryId, countryName, ...company } = row;
  return {
    ...toCompany(company),
    country: { id: Number(countryId), name: countryName, code: company.countryCode },
  };
}
