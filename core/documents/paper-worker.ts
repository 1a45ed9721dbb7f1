import { parentPort } from 'node:worker_threads';
import type { OrderDocumentData } from './document-types';
import { renderOrderDocument } from './render-order-document';

/** What the worker answers for each paper asked of it (see paper-renderer.ts). */
export type PaperWorkerAnswer = { ok: true; pdf: Uint8Array } | { ok: false; message: string };

/**
 * The thread invoices and acts are rendered in: half a second of layout per paper, which on
 * the server's own thread would hold up every other request meanwhile. One paper at a time,
 * as the renderer hands them over.
 */
parentPort?.on('message', (data: OrderDocumentData) => {
  void (async () => {
    let answer: PaperWorkerAnswer;
    let transfer: ArrayBuffer[] = [];
    try {
      // A copy with a buffer of its own, handed over instead of copied once more.
      const pdf = new Uint8Array(await renderOrderDocument(data));
      answer = { ok: true, pdf };
      transfer = [pdf.buffer];
    } catch (error) {
      answer = { ok: false, message: error instanceof Error ? error.message : String(error) };
    }
    parentPort?.postMessage(answer, transfer);
  })();
});
