import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orderFiles, reportDownloads } from '../../db/schema';
import type { FileStorage } from '../storage/file-storage';

/** The files a customer receives for an order: the report and its appendices, not replaced ones. */
export async function deliverableFiles(db: Database, orderId: number) {
  return db
    .select({
      id: orderFiles.id,
      kind: orderFiles.kind,
      fileName: orderFiles.fileName,
      contentType: orderFiles.contentType,
      size: orderFiles.size,
      storageKey: orderFiles.storageKey,
    })
    .from(orderFiles)
    .where(and(eq(orderFiles.orderId, orderId), isNull(orderFiles.removedAt)))
    .orderBy(asc(orderFiles.kind), asc(orderFiles.uploadedAt));
}

export type DownloadVia = 'status_page' | 'email_link' | 'my_orders';

/**
 * A file of a paid order for its customer, recorded as downloaded; null when the order is not
 * paid (the report opens only after payment) or the file is not one of its deliverables.
 */
export async function openReportFile(
  deps: { db: Database; storage: FileStorage },
  order: { id: number; status: string },
  fileId: number | null,
  via: DownloadVia,
  client: { ip: string; userAgent: string },
) {
  if (order.status !== 'paid' && order.status !== 'refunded') return null;
  const files = await deliverableFiles(deps.db, order.id);
  const file =
    fileId === null
      ? (files.find((f) => f.kind === 'report') ?? files[0])
      : files.find((f) => f.id === fileId);
  if (!file) return null;
  const body = await deps.storage.getStream(file.storageKey);
  if (!body) return null;
  await deps.db.insert(reportDownloads).values({
    orderId: order.id,
    fileId: file.id,
    via,
    ip: client.ip.slice(0, 64),
    userAgent: client.userAgent.slice(0, 300),
  });
  return { file, body, files };
}
