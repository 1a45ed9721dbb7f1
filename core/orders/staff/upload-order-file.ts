import { nowOf } from '../../clock';
import { createHash, randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { OrderStatus } from '../../../contracts/order-status';
import { ORDER_STATUS_LABELS } from '../../../contracts/order-status';
import type { StaffActor } from '../../../contracts/staff/roles';
import {
  canChangeOrderFiles,
  formatFileSize,
  ORDER_FILE_KIND_LABELS,
  ORDER_FILE_MAX_BYTES,
  ORDER_FILE_TYPES,
  ORDER_FILE_TYPES_BY_KIND,
  STAFF_ORDER_MESSAGES,
  type OrderFileKind,
  type OrderFileType,
  type OrderFileUpload,
} from '../../../contracts/staff/orders';
import { orderFiles } from '../../../db/schema';
import { DomainError } from '../../domain-error';
import { transactionWithMail, type Transaction } from '../../mail/with-mail';
import { recordAudit } from '../../staff/audit/record-audit';
import type { StaffDeps } from '../../staff/staff-deps';
import { lockOrderByNumber, type LockedOrder } from '../lock-order';
import { actorLabel, orderLabel } from '../order-labels';
import { assertExpectedStatus } from './expected-status';
import { markReadyIn } from './mark-ready';
import { detectOrderFileType, storedFileName } from './order-file-type';
import { fileSnapshot } from './order-file-snapshot';
import { fileStructureProblem } from '../../staff/uploads/file-structure';
import { quoteRu } from '../../../contracts/quote-ru';

/** The checks every upload passes before anything is saved: not empty, not too large, a real type. */
function checkUpload(kind: OrderFileKind, file: OrderFileUpload): OrderFileType {
  const size = file.data.byteLength;
  if (size === 0) throw new DomainError(400, STAFF_ORDER_MESSAGES.fileEmpty);
  if (size > ORDER_FILE_MAX_BYTES) throw new DomainError(400, STAFF_ORDER_MESSAGES.fileTooLarge);
  const type = detectOrderFileType(file.data);
  if (!type || !ORDER_FILE_TYPES_BY_KIND[kind].includes(type)) {
    throw new DomainError(
      422,
      kind === 'report' ? STAFF_ORDER_MESSAGES.reportType : STAFF_ORDER_MESSAGES.appendixType,
    );
  }
  const problem = fileStructureProblem(type, file.data);
  if (problem) throw new DomainError(422, problem);
  return type;
}

function assertFilesOpen(order: LockedOrder) {
  if (!canChangeOrderFiles(order.status)) {
    throw new DomainError(409, STAFF_ORDER_MESSAGES.filesClosed(ORDER_STATUS_LABELS[order.status]));
  }
}

/**
 * Inserts the file's row and writes its bytes under `orders/{orderId}/{uuid}.{type}`. The bytes
 * go last inside the transaction: should writing fail, the row and its audit entry roll back.
 */
async function storeFile(
  tx: Transaction,
  deps: StaffDeps,
  actor: StaffActor,
  order: LockedOrder,
  kind: OrderFileKind,
  file: OrderFileUpload,
  type: OrderFileType,
  at: Date,
) {
  const storageKey = `orders/${order.id}/${randomUUID()}.${type}`;
  const [row] = await tx
    .insert(orderFiles)
    .values({
      orderId: order.id,
      kind,
      storageKey,
      fileName: storedFileName(
        file.fileName,
        type,
        `${ORDER_FILE_KIND_LABELS[kind]} ${order.number}`,
      ),
      contentType: ORDER_FILE_TYPES[type].contentType,
      size: file.data.byteLength,
      sha256: createHash('sha256').update(file.data).digest('hex'),
      uploadedBy: actorLabel(actor),
      uploadedAt: at,
    })
    .returning();
  if (!row) throw new Error('order file insert returned nothing');
  return { row, write: () => deps.storage.put(storageKey, file.data) };
}

/** Runs `work`; when the transaction fails after the bytes were written, they are removed again. */
async function withStoredBytes<T>(
  deps: StaffDeps,
  work: (written: (key: string) => void) => Promise<T>,
): Promise<T> {
  const keys: string[] = [];
  try {
    return await work((key) => keys.push(key));
  } catch (error) {
    for (const key of keys) await deps.storage.delete(key).catch(() => undefined);
    throw error;
  }
}

const fileText = (
  row: { kind: OrderFileKind; fileName: string; size: number },
  type: OrderFileType,
) => `${quoteRu(row.fileName)} (${ORDER_FILE_TYPES[type].label}, ${formatFileSize(row.size)})`;

export async function uploadOrderFile(
  deps: StaffDeps,
  actor: StaffActor,
  number: string,
  kind: OrderFileKind,
  file: OrderFileUpload,
  options: { markReady?: boolean; expected?: OrderStatus } = {},
): Promise<{ fileId: number; markedReady: boolean }> {
  const type = checkUpload(kind, file);
  const at = nowOf(deps);
  return withStoredBytes(deps, (written) =>
    transactionWithMail(deps.db, deps.mail, async (tx, send) => {
      const order = await lockOrderByNumber(tx, number, STAFF_ORDER_MESSAGES.notFound);
      assertExpectedStatus(order, options.expected);
      assertFilesOpen(order);
      if (kind === 'report') {
        const [active] = await tx
          .select({ id: orderFiles.id })
          .from(orderFiles)
          .where(
            and(
              eq(orderFiles.orderId, order.id),
              eq(orderFiles.kind, 'report'),
              isNull(orderFiles.removedAt),
            ),
          );
        if (active) throw new DomainError(409, STAFF_ORDER_MESSAGES.reportExists);
      }
      const { row, write } = await storeFile(tx, deps, actor, order, kind, file, type, at);
      await recordAudit(tx, actor, {
        action: 'order_file.upload',
        objectType: 'order_file',
        objectId: row.id,
        summary: `${orderLabel(order)}: загружен ${kind === 'report' ? 'отчёт' : 'файл-приложение'} ${fileText(row, type)}`,
        before: null,
        after: fileSnapshot(row, order.number),
      });
      if (options.markReady) await markReadyIn(tx, send, deps, actor, order, at);
      written(row.storageKey);
      await write();
      return { fileId: row.id, markedReady: Boolean(options.markReady) };
    }),
  );
}

/** A new version of a file: the old row stays with `removedAt` and `replacedById`. */
export async function replaceOrderFile(
  deps: StaffDeps,
  actor: StaffActor,
  number: string,
  fileId: number,
  file: OrderFileUpload,
): Promise<{ fileId: number }> {
  const at = nowOf(deps);
  return withStoredBytes(deps, (written) =>
    deps.db.transaction(async (tx) => {
      const order = await lockOrderByNumber(tx, number, STAFF_ORDER_MESSAGES.notFound);
      const [old] = Number.isSafeInteger(fileId)
        ? await tx
            .select()
            .from(orderFiles)
            .where(and(eq(orderFiles.id, fileId), eq(orderFiles.orderId, order.id)))
        : [];
      if (!old) throw new DomainError(404, STAFF_ORDER_MESSAGES.fileNotFound);
      if (old.removedAt) throw new DomainError(409, STAFF_ORDER_MESSAGES.fileAlreadyRemoved);
      assertFilesOpen(order);
      const type = checkUpload(old.kind, file);
      const { row, write } = await storeFile(tx, deps, actor, order, old.kind, file, type, at);
      const [retired] = await tx
        .update(orderFiles)
        .set({ removedAt: at, replacedById: row.id })
        .where(eq(orderFiles.id, old.id))
        .returning();
      await recordAudit(tx, actor, {
        action: 'order_file.replace',
        objectType: 'order_file',
        objectId: row.id,
        summary: `${orderLabel(order)}: файл ${quoteRu(old.fileName)} заменён на ${fileText(row, type)}`,
        before: fileSnapshot(old, order.number),
        after: {
          ...fileSnapshot(row, order.number),
          replaced: retired && fileSnapshot(retired, order.number),
        },
      });
      written(row.storageKey);
      await write();
      return { fileId: row.id };
    }),
  );
}
