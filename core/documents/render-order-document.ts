import { formatShortDate } from './document-date';
import type { OrderDocumentData } from './document-types';

/**
 * The invoice or the act of an order as PDF bytes (A4, one page). The server calls it in its
 * paper worker (paper-renderer.ts), never on the thread that answers requests; the PDF renderer
 * (React-PDF with its layout engine and fonts: some 50 MB of memory) is loaded there with the
 * first document asked for.
 */
export async function renderOrderDocument(data: OrderDocumentData): Promise<Buffer> {
  if (data.kind === 'invoice') return (await import('./render-invoice')).renderInvoice(data);
  return (await import('./render-act')).renderAct(data);
}

const NAMES = { invoice: 'Счёт', act: 'Акт' } as const;
const ASCII_NAMES = { invoice: 'invoice', act: 'act' } as const;

/** Characters no file system or download dialog accepts in a name, control ones included. */
const isUnsafeInFileName = (ch: string) => ch < ' ' || '\\/:*?"<>|'.includes(ch);

/**
 * The file name to offer: «Счёт № 2026-000012 от 25.11.2026.pdf», with an ASCII fallback
 * «invoice-2026-000012.pdf» for Content-Disposition's plain `filename=` and old mail clients.
 */
export function documentFileName(data: OrderDocumentData): { name: string; asciiName: string } {
  const title = `${NAMES[data.kind]} № ${data.number} от ${formatShortDate(data.date)}`;
  const name = Array.from(title, (ch) => (isUnsafeInFileName(ch) ? '-' : ch)).join('');
  const asciiNumber = data.number.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^[-.]+|-+$/g, '');
  const asciiName = [ASCII_NAMES[data.kind], asciiNumber].filter(Boolean).join('-');
  return { name: `${name}.pdf`, asciiName: `${asciiName}.pdf` };
}
