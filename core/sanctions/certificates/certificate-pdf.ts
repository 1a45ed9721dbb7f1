import { normalizeBaseUrl } from '../../../contracts/base-url';
import type { DownloadFile } from '../../../contracts/payment-services';
import {
  certificateFileName,
  certificatePath,
  type SanctionsCertificateView,
} from '../../../contracts/sanctions-certificate';
import {
  PaperQueueFullError,
  paperRenderer,
  type PaperRenderer,
} from '../../documents/paper-renderer';
import type { Config } from '../../config';
import { DomainError } from '../../domain-error';
import { PAPERS_BUSY_MESSAGE } from '../../documents/kept-papers';
import type { FileStorage } from '../../storage/file-storage';
import type { SanctionsCertificatePaper } from './certificate-paper';

export interface CertificatePdfDeps {
  config: Pick<Config, 'PUBLIC_BASE_URL' | 'SITE_NAME'>;
  storage: FileStorage;
  renderer?: PaperRenderer;
}

/** The absolute address of the verification page, as the PDF prints it and its QR code holds. */
function certificateVerifyUrl(
  config: Pick<Config, 'PUBLIC_BASE_URL'>,
  certificate: Pick<SanctionsCertificateView, 'number' | 'signature'>,
): string {
  return `${normalizeBaseUrl(config.PUBLIC_BASE_URL)}${certificatePath(certificate)}`;
}

/**
 * The PDF of a certificate already verified (findSanctionsCertificate): rendered once in the
 * paper worker and kept in the file storage, since an issued certificate never changes.
 */
export async function certificatePdf(
  deps: CertificatePdfDeps,
  certificate: SanctionsCertificateView,
): Promise<DownloadFile> {
  const key = `sanctions-certificates/${certificate.number}.pdf`;
  let pdf = await deps.storage.getBuffer(key);
  if (!pdf) {
    const paper: SanctionsCertificatePaper = {
      kind: 'sanctions-certificate',
      certificate,
      verifyUrl: certificateVerifyUrl(deps.config, certificate),
      issuer: deps.config.SITE_NAME,
    };
    pdf = await (deps.renderer ?? paperRenderer()).render(paper).catch((error: unknown) => {
      if (error instanceof PaperQueueFullError) throw new DomainError(503, PAPERS_BUSY_MESSAGE);
      throw error;
    });
    await deps.storage.put(key, pdf);
  }
  const fileName = certificateFileName(certificate.number);
  return {
    fileName,
    asciiFileName: fileName,
    contentType: 'application/pdf',
    size: pdf.length,
    body: new Uint8Array(pdf),
  };
}
