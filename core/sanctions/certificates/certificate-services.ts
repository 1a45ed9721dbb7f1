import type { AppServices } from '../../../contracts/app-services';
import type { Config } from '../../config';
import type { FileStorage } from '../../storage/file-storage';
import type { CertificateDeps } from './certificate-deps';
import { certificatePdf } from './certificate-pdf';
import { findSanctionsCertificate } from './find-certificate';
import { issueSanctionsCertificate } from './issue-certificate';

/** The certificate operations of AppServices. */
export function certificateServices(
  deps: CertificateDeps & {
    config: Pick<Config, 'PUBLIC_BASE_URL' | 'SITE_NAME'>;
    storage: FileStorage;
  },
): AppServices['certificates'] {
  return {
    issue: (input) => issueSanctionsCertificate(deps, input),
    find: (number, signature) => findSanctionsCertificate(deps, number, signature),
    async pdf(number, signature) {
      const certificate = await findSanctionsCertificate(deps, number, signature);
      return certificate ? certificatePdf(deps, certificate) : null;
    },
  };
}
