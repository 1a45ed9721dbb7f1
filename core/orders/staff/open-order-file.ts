import { Readable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import type { DownloadFile } from '../../../contracts/payment-services';
import { orderFiles, orders } from '../../../db/schema';
import type { StaffDeps } from '../../staff/staff-deps';
import { isOrderNumber } from '../order-number';

/**
 * Any file of an order, replaced and removed ones included, for staff to download; null when
 * the order or the file is unknown or its bytes are gone from the storage.
 */
export async function openOrderFile(
  deps: StaffDeps,
  number: string,
  fileId: number,
): Promise<DownloadFile | null> {
  if (!Number.isSafeInteger(fileId) || !isOrderNumber(number)) return null;
  const [file] = await deps.db
    .select({
      id: orderFiles.id,
      fileName: orderFiles.fileName,
      contentType: orderFiles.contentType,
      size: orderFiles.size,
      storageKey: orderFiles.storageKey,
    })
    .from(orderFiles)
    .innerJoin(orders, eq(orders.id, orderFiles.orderId))
    .where(and(eq(orderFiles.id, fileId), eq(orders.number, number)));
  if (!file) return null;
  const body = await deps.storage.getStream(file.storageKey);
  if (!body) return null;
  const extension = file.fileName.split('.').pop() ?? 'pdf';
  return {
    fileName: file.fileName,
    asciiFileName: `order-${number}-${file.id}.${extension}`,
    contentType: file.contentType,
    size: file.size,
    body: Readable.toWeb(body) as ReadableStream<Uint8Array>,
  };
}
