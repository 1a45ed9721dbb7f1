import { and, asc, count, desc, eq, ilike, or } from 'drizzle-orm';
import {
  MAIL_PAGE_SIZE,
  MAIL_STATUSES,
  type MailListFilter,
  type StaffMailPage,
} from '../../../contracts/staff/inbox';
import { outbox } from '../../../db/schema';
import type { StaffDeps } from '../staff-deps';
import { containsPattern } from './contains-pattern';
import { mailSummaryColumns, toMailSummary } from './mail-summary';

/** One page of the outbox, newest first, with counts per status under the other filters. */
export async function listMail(
  deps: Pick<StaffDeps, 'db' | 'mail'>,
  filter: MailListFilter,
): Promise<StaffMailPage> {
  const { db } = deps;
  const pattern = filter.q ? containsPattern(filter.q) : null;
  const rest = and(
    filter.kind ? eq(outbox.kind, filter.kind) : undefined,
    pattern ? or(ilike(outbox.to, pattern), ilike(outbox.subject, pattern)) : undefined,
  );
  const [rows, countRows, kinds] = await Promise.all([
    db
      .select({ ...mailSummaryColumns, lastError: outbox.lastError })
      .from(outbox)
      .where(and(rest, filter.status ? eq(outbox.status, filter.status) : undefined))
      .orderBy(desc(outbox.createdAt), desc(outbox.id))
      .limit(MAIL_PAGE_SIZE)
      .offset((filter.page - 1) * MAIL_PAGE_SIZE),
    db
      .select({ status: outbox.status, n: count() })
      .from(outbox)
      .where(rest)
      .groupBy(outbox.status),
    db.selectDistinct({ kind: outbox.kind }).from(outbox).orderBy(asc(outbox.kind)),
  ]);
  const counts = {
    all: 0,
    ...Object.fromEntries(MAIL_STATUSES.map((s) => [s, 0])),
  } as StaffMailPage['counts'];
  for (const row of countRows) {
    counts[row.status] = Number(row.n);
    counts.all += Number(row.n);
  }
  return {
    messages: rows.map(({ lastError, ...row }) => ({ ...toMailSummary(row), lastError })),
    counts,
    kinds: kinds.map((k) => k.kind),
    filter,
    pageSize: MAIL_PAGE_SIZE,
    isDeliveryConfigured: deps.mail.isDeliveryConfigured,
  };
}
