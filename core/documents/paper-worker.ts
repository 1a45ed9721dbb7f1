import { parentPort } from 'node:worker_threads';
import type { PaperData } from './paper-data';
import { renderPaper } from './render-paper';

/** What the worker answers for each paper asked of it (see paper-renderer.ts). */
export type PaperWorkerAnswer = { ok: true; pdf: Uint8Array } | { ok: false; message: string };

/**
 * The thread invoices, acts and sanctions certificates are rendered in: half a second of layout
 * per paper, which on the server's own thread would hold up every other request meanwhile. One
 * paper at a time, as the renderer hands them over.
 */
parentPort?.on('message', (data: PaperData) => {
  void (async () => {
    let answer: PaperWorkerAnswer;
    let transfer: ArrayBuffer[] = [];
    try {
      // A copy with a buffer of its own, handed over instead of copied once more.
      const pdf = new Uint8Array(await renderPaper(data));
      answer = { ok: true, pdf };
      transfer = [pdf.buffer];
    } catch (error) {
      answer = { ok: false, message: error instanceof Error ? error.message : String(error) };
    }
    parentPort?.postMessage(answer, transfer);
  })();
});
