import type { orderFiles } from '../../../db/schema';

/** A file row as the audit log keeps it: what it was, never its bytes. */
export function fileSnapshot(row: typeof orderFiles.$inferSelect, orderNumber: string) {
  return {
    id: row.id,
    orderNumber,
    kind: row.kind,
    fileName: row.fileName,
    contentType: row.contentType,
    size: row.size,
    sha256: row.sha256,
    uploadedBy: row.uploadedBy,
    removedAt: row.removedAt?.toISOString() ?? null,
    replacedById: row.replacedById,
  };
}
