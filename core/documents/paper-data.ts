import type { SanctionsCertificatePaper } from '../sanctions/certificates/certificate-paper';
import type { OrderDocumentData } from './document-types';

/** Everything the paper worker renders: an order's invoice or act, a sanctions certificate. */
export type PaperData = OrderDocumentData | SanctionsCertificatePaper;
