import { sql } from 'drizzle-orm';
import type { StaffHomeSummary } from '../../contracts/staff/home';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/query-rows';

/** Counts of what needs attention, in one round trip. */
export async function staffHomeSummary(db: Database): Promise<StaffHomeSummary> {
  const [row] = await queryRows<Record<keyof StaffHomeSummary, number>>(
    db,
    sql`select
      (select count(*)::int from orders where status = 'new') as "ordersNew",
      (select count(*)::int from orders where status = 'in_progress') as "ordersInProgress",
      (select count(*)::int from orders where status in ('new', 'in_progress')
         and expected_ready_date < (now() at time zone 'Europe/Moscow')::date) as "ordersOverdue",
      (select count(*)::int from orders where status = 'ready') as "ordersReady",
      (select count(*)::int from questions where status = 'new') as "questionsUnanswered",
      (select count(*)::int from reviews where not is_published and moderated_at is null) as "reviewsAwaiting",
      (select count(*)::int from outbox where status = 'failed') as "mailFailed",
      (select count(*)::int from outbox where status = 'held') as "mailHeld"`,
  );
  if (!row) throw new Error('summary query returned no row');
  return row;
}
