import type { SanctionsCertificateView } from '../../../contracts/sanctions-certificate';

/** What the paper worker renders a certificate from: plain data, copied to the worker thread. */
export interface SanctionsCertificatePaper {
  kind: 'sanctions-certificate';
  certificate: SanctionsCertificateView;
  /** The absolute address of the verification page, printed and drawn as a QR code. */
  verifyUrl: string;
  /** Who issues it: the site's name. */
  issuer: string;
}
