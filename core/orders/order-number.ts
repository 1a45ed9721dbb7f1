import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/query-rows';

/** The next order number of the year, e.g. 2026-000123; atomic across concurrent orders. */
export async function nextOrderNumber(
  db: Pick<Database, 'execute'>,
  year: number,
): Promise<string> {
  const [row] = await queryRows<{ last: number }>(
    db,
    sql`insert into order_counters (year, last) values (${year}, 1)
        on conflict (year) do update set last = order_counters.last + 1
        returning last`,
  );
  if (!row) throw new Error('order counter returned nothing');
  return `${year}-${String(row.last).padStart(6, '0')}`;
}

/** Whether a string has the shape of an order number, before any query is made with it. */
export function isOrderNumber(text: string): boolean {
  return /^\d{4}-\d{6}$/.test(text);
}
