import { nowOf } from '../../clock';
import { and, eq } from 'drizzle-orm';
import { ORDER_STATUS_LABELS } from '../../../contracts/order-status';
import type { StaffActor } from '../../../contracts/staff/roles';
import { canRemoveOrderFile, STAFF_ORDER_MESSAGES } from '../../../contracts/staff/orders';
import { orderFiles } from '../../../db/schema';
import { DomainError } from '../../domain-error';
import { recordAudit } from '../../staff/audit/record-audit';
import type { StaffDeps } from '../../staff/staff-deps';
import { lockOrderByNumber } from '../lock-order';
import { orderLabel } from '../order-labels';
import { fileSnapshot } from './order-file-snapshot';
import { quoteRu } from '../../../contracts/quote-ru';

/**
 * Takes a file out of the order. The row stays (with `removedAt`) and so do the bytes, so the
 * order's page still tells what was there; the customer never receives it.
 */
export async function removeOrderFile(
  deps: StaffDeps,
  actor: StaffActor,
  number: string,
  fileId: number,
): Promise<void> {
  const at = nowOf(deps);
  await deps.db.transaction(async (tx) => {
    const order = await lockOrderByNumber(tx, number, STAFF_ORDER_MESSAGES.notFound);
    const { status } = order;
    const [file] = Number.isSafeInteger(fileId)
      ? await tx
          .select()
          .from(orderFiles)
          .where(and(eq(orderFiles.id, fileId), eq(orderFiles.orderId, order.id)))
      : [];
    if (!file) throw new DomainError(404, STAFF_ORDER_MESSAGES.fileNotFound);
    if (file.removedAt) throw new DomainError(409, STAFF_ORDER_MESSAGES.fileAlreadyRemoved);
    if (!canRemoveOrderFile(status, file.kind)) {
      const message =
        status === 'paid'
          ? STAFF_ORDER_MESSAGES.removeAfterPaid
          : status === 'ready'
            ? STAFF_ORDER_MESSAGES.removeReadyReport
            : STAFF_ORDER_MESSAGES.filesClosed(ORDER_STATUS_LABELS[status]);
      throw new DomainError(409, message);
    }
    const [removed] = await tx
      .update(orderFiles)
      .set({ removedAt: at })
      .where(eq(orderFiles.id, file.id))
      .returning();
    await recordAudit(tx, actor, {
      action: 'order_file.remove',
      objectType: 'order_file',
      objectId: file.id,
      summary: `${orderLabel(order)}: удалён файл ${quoteRu(file.fileName)}`,
      before: fileSnapshot(file, order.number),
      after: removed ? fileSnapshot(removed, order.number) : null,
    });
  });
}
