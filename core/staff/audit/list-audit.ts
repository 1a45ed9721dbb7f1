import { and, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { AUDIT_PAGE_SIZE, type AuditFilter, type AuditPage } from '../../../contracts/staff/audit';
import type { Database } from '../../../db/client';
import { auditLog } from '../../../db/schema';

/** One page of the audit log, newest first, with the filters' choices. */
export async function listAudit(db: Database, filter: AuditFilter): Promise<AuditPage> {
  const where: SQL[] = [];
  if (filter.staffId) where.push(eq(auditLog.staffId, filter.staffId));
  if (filter.objectType) where.push(eq(auditLog.objectType, filter.objectType));
  if (filter.objectId) where.push(eq(auditLog.objectId, filter.objectId));
  if (filter.action) where.push(eq(auditLog.action, filter.action));
  // Dates are Moscow days, as staff read them.
  if (filter.from)
    where.push(
      gte(auditLog.at, sql`(${filter.from}::date)::timestamp at time zone 'Europe/Moscow'`),
    );
  if (filter.to)
    where.push(
      lt(auditLog.at, sql`(${filter.to}::date + 1)::timestamp at time zone 'Europe/Moscow'`),
    );
  const condition = where.length ? and(...where) : undefined;
  const [rows, [total], types, actions] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(condition)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(AUDIT_PAGE_SIZE)
      .offset((filter.page - 1) * AUDIT_PAGE_SIZE),
    db.select({ n: count() }).from(auditLog).where(condition),
    db.selectDistinct({ v: auditLog.objectType }).from(auditLog).orderBy(auditLog.objectType),
    db.selectDistinct({ v: auditLog.action }).from(auditLog).orderBy(auditLog.action),
  ]);
  return {
    entries: rows.map((r) => ({
      id: r.id,
      at: r.at.toISOString(),
      staffId: r.staffId,
      staffEmail: r.staffEmail,
      action: r.action,
      objectType: r.objectType,
      objectId: r.objectId,
      summary: r.summary,
      before: r.before,
      after: r.after,
      ip: r.ip,
    })),
    total: Number(total?.n ?? 0),
    page: filter.page,
    pageSize: AUDIT_PAGE_SIZE,
    objectTypes: types.map((t) => t.v),
    actions: actions.map((a) => a.v),
  };
}
