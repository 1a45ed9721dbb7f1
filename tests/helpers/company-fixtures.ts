import { withBulkConnection } from '../../core/companies/bulk/copy-rows';
import { upsertCompanies } from '../../core/companies/bulk/company-writer';
import { toCompanyRecord, type CompanyInput } from '../../core/companies/company-record';
import type { DatabaseHandle } from '../../db/client';

export type FixtureCompany = Omit<CompanyInput, 'source' | 'sourceId' | 'status'> &
  Partial<Pick<CompanyInput, 'status'>>;

let sequence = 0;

/** Writes companies to the register through the same bulk path the importers use. */
export async function loadCompanies(
  database: DatabaseHandle,
  companies: FixtureCompany[],
): Promise<void> {
  const records = companies.map((company) =>
    toCompanyRecord({
      status: 'Active',
      ...company,
      source: 'test',
      sourceId: String(++sequence),
    }),
  );
  await withBulkConnection(database, (client) => upsertCompanies(database, client, records));
}
