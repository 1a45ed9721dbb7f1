import { eq } from 'drizzle-orm';
import {
  CERTIFICATE_NUMBER_PATTERN,
  CERTIFICATE_SIGNATURE_PATTERN,
  type SanctionsCertificateView,
} from '../../../contracts/sanctions-certificate';
import { countries, sanctionsCertificates } from '../../../db/schema';
import { signingSecret } from '../../payments/signing-secret';
import type { CertificateDeps } from './certificate-deps';
import {
  certificateKey,
  isCertificateSignature,
  type SignedCertificate,
} from './certificate-signature';
import { certificateView } from './certificate-view';

/**
 * The certificate of this number (in any case), only when the signature is the one of the record as it is
 * stored now: a forged number or signature, or a record changed after it was issued, is null.
 */
export async function findSanctionsCertificate(
  deps: Pick<CertificateDeps, 'db' | 'config'>,
  typed: string,
  signature: string,
): Promise<SanctionsCertificateView | null> {
  // Numbers are upper case; the site's paths are lower case, and people type either.
  const number = typed.toUpperCase();
  if (!CERTIFICATE_NUMBER_PATTERN.test(number) || !CERTIFICATE_SIGNATURE_PATTERN.test(signature))
    return null;
  const [row] = await deps.db
    .select({ certificate: sanctionsCertificates, countryName: countries.name })
    .from(sanctionsCertificates)
    .leftJoin(countries, eq(countries.code, sanctionsCertificates.countryCode))
    .where(eq(sanctionsCertificates.number, number));
  if (!row) return null;
  const { certificate: c } = row;
  const record: SignedCertificate = {
    number: c.number,
    company: {
      name: c.name,
      regCode: c.regCode,
      vatCode: c.vatCode,
      countryCode: c.countryCode,
    },
    checkedAt: c.checkedAt.toISOString(),
    result: c.result,
  };
  const key = certificateKey(await signingSecret(deps.db, deps.config.SIGNING_SECRET));
  if (!isCertificateSignature(key, record, signature)) return null;
  return certificateView(record, signature, row.countryName);
}
