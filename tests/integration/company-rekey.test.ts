import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rekeyCompanyNames } from '../../core/companies/bulk/rekey-names';
import type { DatabaseHandle } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { loadCompanies } from '../helpers/company-fixtures';
import { databaseKinds, openTestDatabase } from '../helpers/databases';

const kinds = await databaseKinds();

/** Rows loaded before migration 0015 get their sound keys from `npm run db:seed`. */
describe.each(kinds)('recomputing the name keys on %s', (kind) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await loadCompanies(database, [
      { countryCode: 'DE', name: 'Bayerische Motoren Werke AG', regCode: 'HRB 42243' },
      { countryCode: 'AZ', name: '"Azərsu" ASC', regCode: '9900000371' },
      { countryCode: 'DE', name: 'Siemens AG', regCode: 'HRB 6684' },
    ]);
  });
  afterAll(async () => {
    await database?.close();
  });

  const keys = () =>
    queryRows<{ name_key: string; alt_key: string; phon_key: string }>(
      database.db,
      sql`select name_key, alt_key, phon_key from companies order by id`,
    );

  it('fills the keys of rows loaded without them and leaves complete rows alone', async () => {
    const expected = await keys();
    // As a database migrated from 0014 has them: no sound keys, the schwa kept as it was.
    await database.db.execute(
      sql`update companies set phon_key = '', name_key = 'az' || chr(601) || 'rsu' where name like '%su%'`,
    );
    await database.db.execute(
      sql`update companies set name_key = 'untouched' where name like 'Siemens%'`,
    );
    await database.db.execute(sql`update companies set phon_key = '' where name like 'Bayer%'`);
    expect(await rekeyCompanyNames(database)).toBe(2);
    const after = await keys();
    expect(after[0]).toEqual(expected[0]);
    expect(after[1]).toEqual(expected[1]);
    expect(after[2]!.name_key).toBe('untouched');
    expect(await rekeyCompanyNames(database)).toBe(0);
  });
});
