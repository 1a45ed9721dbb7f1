import type { PaperData } from './paper-data';
import { renderOrderDocument } from './render-order-document';

/** Any paper as PDF bytes; each kind's renderer is loaded with the first paper of that kind. */
export async function renderPaper(data: PaperData): Promise<Buffer> {
  if (data.kind === 'sanctions-certificate') {
    const { renderCertificate } = await import('../sanctions/certificates/render-certificate');
    return renderCertificate(data);
  }
  return renderOrderDocument(data);
}
