import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../../db/client';
import { queryRows } from '../../../db/query-rows';
import { companyNameKeys } from '../normalize-name';

const BATCH = 5000;

interface NameRow {
  id: number;
  country_code: string;
  name: string;
  name_lat: string;
}

/**
 * Recomputes the name keys (name_key, alt_key, phon_key) of the companies loaded before the
 * sound keys existed (migration 0015 adds phon_key empty), in batches by id, so that they are
 * found by sound, swapped letters and initials like the rows loaded since. Rows whose keys are
 * complete are not touched; running it again does nothing. Returns the rows rewritten.
 */
export async function rekeyCompanyNames(database: DatabaseHandle): Promise<number> {
  let last = 0;
  let rewritten = 0;
  for (;;) {
    const rows = await queryRows<NameRow>(
      database.db,
      sql`select id, country_code, name, name_lat from companies
          where phon_key = '' and id > ${last} order by id limit ${BATCH}`,
    );
    if (!rows.length) return rewritten;
    last = Number(rows.at(-1)!.id);
    const values = rows.map((row) => {
      const keys = companyNameKeys(row.name, row.name_lat, row.country_code);
      return sql`(${Number(row.id)}::int, ${keys.nameKey}::text, ${keys.altKey}::text, ${keys.phonKey}::text)`;
    });
    await database.db.execute(
      sql`update companies c set name_key = v.name_key, alt_key = v.alt_key, phon_key = v.phon_key
          from (values ${sql.join(values, sql`, `)}) as v(id, name_key, alt_key, phon_key)
          where c.id = v.id`,
    );
    rewritten += rows.length;
  }
}
