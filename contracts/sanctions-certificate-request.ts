import { z } from 'zod';
import { dbId } from './ids';
import { CERTIFICATE_COMPANY_NOT_FOUND } from './sanctions-certificate';
import type { ScreeningCheckRequest } from './screening';

// Apart from the texts and paths of sanctions-certificate.ts, which pages load in the browser:
// zod there would ride along into every page's script.

/** A register company, by its id (the check page's button). */
export const CertificateForCompany = z
  .object({ companyId: dbId(CERTIFICATE_COMPANY_NOT_FOUND) })
  .strict();

/** A certificate is issued for a register company or for details typed as the check takes them. */
export type IssueCertificateRequest =
  z.infer<typeof CertificateForCompany> | z.input<typeof ScreeningCheckRequest>;
