import type { StaffActor } from '../../../contracts/staff/roles';
import type { Database } from '../../../db/client';
import { auditLog } from '../../../db/schema';

export interface AuditEntry {
  /** What was done, as `object.verb`: 'order.take', 'tariff.update', 'staff.sign_in' … */
  action: string;
  objectType: string;
  objectId?: string | number;
  /** One Russian line for the log's list, e.g. «Заказ 2026-000012: взят в работу». */
  summary: string;
  before?: unknown;
  after?: unknown;
}

/**
 * Writes one audit entry; pass the transaction of the change itself, so an action and its
 * record are saved together or not at all. `actor` null is the command line (staff:create).
 */
export async function recordAudit(
  db: Pick<Database, 'insert'>,
  actor: StaffActor | null,
  entry: AuditEntry,
): Promise<void> {
  await db.insert(auditLog).values({
    staffId: actor?.id ?? null,
    staffEmail: actor?.email ?? 'командная строка',
    action: entry.action,
    objectType: entry.objectType,
    objectId: entry.objectId === undefined ? '' : String(entry.objectId),
    summary: entry.summary,
    before: entry.before ?? null,
    after: entry.after ?? null,
    ip: actor?.ip ?? null,
    requestId: actor?.requestId ?? null,
  });
}
