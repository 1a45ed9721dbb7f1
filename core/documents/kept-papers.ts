import { DomainError } from '../domain-error';
import type { FileStorage } from '../storage/file-storage';
import type { OrderDocumentData } from './document-types';
import { paperKey } from './paper-key';
import { PaperQueueFullError, paperRenderer, type PaperRenderer } from './paper-renderer';

export const PAPERS_BUSY_MESSAGE =
  'Сейчас готовится много документов. Повторите скачивание через несколько секунд.';

export interface KeptPapers {
  /** The order's paper with these facts: from the file storage, else rendered and kept there. */
  paperOf(orderId: number, data: OrderDocumentData): Promise<Buffer>;
}

/**
 * Invoices and acts rendered once and kept in the file storage: an issued paper does not
 * change, so every later download is a file read instead of half a second of rendering.
 * Concurrent first downloads of one paper in this process share one rendering.
 */
export function keptPapers(deps: { storage: FileStorage; renderer?: PaperRenderer }): KeptPapers {
  const rendering = new Map<string, Promise<Buffer>>();
  return {
    async paperOf(orderId, data) {
      const key = paperKey(orderId, data);
      const stored = await deps.storage.getBuffer(key);
      if (stored) return stored;
      let pending = rendering.get(key);
      if (!pending) {
        // Looked up at the call, not at creation: the shared worker starts with the first paper.
        const renderer = deps.renderer ?? paperRenderer();
        pending = (async () => {
          const pdf = await renderer.render(data).catch((error: unknown) => {
            if (error instanceof PaperQueueFullError)
              throw new DomainError(503, PAPERS_BUSY_MESSAGE);
            throw error;
          });
          await deps.storage.put(key, pdf);
          return pdf;
        })().finally(() => rendering.delete(key));
        rendering.set(key, pending);
      }
      return pending;
    },
  };
}
