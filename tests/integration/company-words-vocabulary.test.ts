import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyNameKeys } from '../../core/companies/normalize-name';
import type { DatabaseHandle } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { loadCompanies } from '../helpers/company-fixtures';
import { databaseKinds, openTestDatabase } from '../helpers/databases';

const kinds = await databaseKinds();

/** The vocabulary (company_words) follows deletions and renamings, not only new names. */
describe.each(kinds)('the words vocabulary on %s', (kind) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await loadCompanies(database, [
      { countryCode: 'DE', name: 'Zephyrwerk Maschinenbau GmbH', regCode: 'HRB 1' },
      { countryCode: 'DE', name: 'Zephyrwerk Logistik GmbH', regCode: 'HRB 2' },
      { countryCode: 'DE', name: 'Quellbrunn Logistik GmbH', regCode: 'HRB 3' },
      { countryCode: 'AT', name: 'Quellbrunn Handel GmbH', regCode: 'FN 4a' },
    ]);
  });
  afterAll(async () => {
    await database?.close();
  });

  const vocabulary = async (country: string) =>
    (
      await queryRows<{ entry: string }>(
        database.db,
        sql`select kind || word as entry from company_words where country_code = ${country}
            order by 1`,
      )
    ).map((r) => r.entry);

  /** The vocabulary as it should be: every word some company of the country bears, no other. */
  const borne = async (country: string) =>
    (
      await queryRows<{ entry: string }>(
        database.db,
        sql`select distinct e as entry from companies c,
              unnest(company_name_entries(c.name_key, c.alt_key, c.phon_key)) as e
            where c.country_code = ${country} order by 1`,
      )
    ).map((r) => r.entry);

  const rename = async (from: string, to: string) => {
    const keys = companyNameKeys(to, to, 'DE');
    await database.db.execute(
      sql`update companies set name = ${to}, name_lat = ${to}, name_key = ${keys.nameKey},
            alt_key = ${keys.altKey}, phon_key = ${keys.phonKey}
          where name = ${from}`,
    );
  };

  it('forgets the words no company bears once their last company is deleted', async () => {
    expect(await vocabulary('DE')).toContain(':quellbrunn');
    await database.db.execute(sql`delete from companies where name = 'Quellbrunn Logistik GmbH'`);
    const words = await vocabulary('DE');
    expect(words).not.toContain(':quellbrunn');
    // Still borne by another company of the country, or by one of another country.
    expect(words).toContain(':logistik');
    expect(await vocabulary('AT')).toContain(':quellbrunn');
    expect(words).toEqual(await borne('DE'));
  });

  it('forgets the words a renamed company gave up, and learns its new ones', async () => {
    await rename('Zephyrwerk Maschinenbau GmbH', 'Ostwind Maschinenbau GmbH');
    let words = await vocabulary('DE');
    expect(words).toEqual(expect.arrayContaining([':ostwind', ':maschinenbau', ':zephyrwerk']));
    expect(words).toEqual(await borne('DE'));
    await rename('Zephyrwerk Logistik GmbH', 'Nordlicht Logistik GmbH');
    words = await vocabulary('DE');
    expect(words).not.toContain(':zephyrwerk');
    expect(words).toEqual(await borne('DE'));
  });

  it('keeps every word when rows are rewritten with the names they had', async () => {
    const before = await vocabulary('DE');
    await database.db.execute(
      sql`update companies set status = 'Deleted' where country_code = 'DE'`,
    );
    expect(await vocabulary('DE')).toEqual(before);
    await database.db.execute(sql`delete from companies where country_code = 'DE'`);
    expect(await vocabulary('DE')).toEqual([]);
    expect(await vocabulary('AT')).toEqual(await borne('AT'));
  });
});
