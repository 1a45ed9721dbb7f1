import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/query-rows';

/**
 * The `source` of the generated demo companies (demo/register): core owns the name because the
 * search page tells a demo register from a real one by it.
 */
export const DEMO_SOURCE = 'demo';

/** A register changes only with a seed or an import: its answer may be a minute old. */
const KEPT_MS = 60_000;

/**
 * Whether the country's register is the generated demo one (`npm run db:seed` with
 * SEED_DEMO_DATA) and nothing else: the search page then says it is fictitious (issue 27: a first
 * search for «Siemens» found nothing and said nothing). An import of real data for the country
 * ends it. The seed numbers a country's demo companies `{CODE}-1`, `{CODE}-2` …, so the first is
 * a point lookup on the source index; the answer is kept a minute per country, as the second
 * question (any company from elsewhere) reads the country's rows until it finds one.
 */
export function demoRegisterCheck(db: Database, now: () => number = Date.now) {
  const kept = new Map<string, { isDemo: boolean; at: number }>();
  return async function isDemoRegister(countryCode: string): Promise<boolean> {
    const code = countryCode.toUpperCase();
    const known = kept.get(code);
    if (known && now() - known.at < KEPT_MS) return known.isDemo;
    const [row] = await queryRows<{ isDemo: boolean }>(
      db,
      sql`select exists (
              select 1 from companies where source = ${DEMO_SOURCE} and source_id = ${`${code}-1`}
            )
            and not exists (
              select 1 from companies where country_code = ${code} and source <> ${DEMO_SOURCE}
            ) as "isDemo"`,
    );
    const isDemo = row?.isDemo === true;
    kept.set(code, { isDemo, at: now() });
    return isDemo;
  };
}
