import { sql } from 'drizzle-orm';
import { MESSAGES } from '../../../contracts/messages';
import {
  CERTIFICATE_COMPANY_NOT_FOUND,
  CERTIFICATE_NO_LISTS,
  type IssuedCertificate,
} from '../../../contracts/sanctions-certificate';
import {
  CertificateForCompany,
  type IssueCertificateRequest,
} from '../../../contracts/sanctions-certificate-request';
import { ScreeningCheckRequest, type ScreenedCompany } from '../../../contracts/screening';
import type { Database } from '../../../db/client';
import { sanctionsCertificates } from '../../../db/schema';
import { queryRows } from '../../../db/query-rows';
import { getCompanyById } from '../../companies/get-company';
import { getCountry } from '../../dictionary/get-country';
import { DomainError } from '../../domain-error';
import { signingSecret } from '../../payments/signing-secret';
import type { ScreeningQuery } from '../match/screen-company';
import { checkSanctions, companyScreeningQueries } from '../screening-service';
import type { CertificateDeps } from './certificate-deps';
import { certificateNumber } from './certificate-number';
import {
  certificateKey,
  certificateSignature,
  type SignedCertificate,
} from './certificate-signature';

interface Subject {
  company: ScreenedCompany;
  companyId: number | null;
  queries: ScreeningQuery[];
}

/**
 * Checks a company against every loaded list now, keeps the record and answers the number and
 * the signature its links carry. Refusals are Russian DomainErrors: 400 for bad details, 404
 * for an unknown company or country, 503 while no list is loaded (a certificate of «no match»
 * against no list would mislead).
 */
export async function issueSanctionsCertificate(
  deps: CertificateDeps,
  input: IssueCertificateRequest,
): Promise<IssuedCertificate> {
  const subject = await subjectOf(deps.db, input);
  const result = await checkSanctions(deps, subject.queries);
  if (!result.lists.length) throw new DomainError(503, CERTIFICATE_NO_LISTS);
  const checkedAt = new Date(result.checkedAt);
  const [row] = await queryRows<{ id: number }>(
    deps.db,
    sql`select nextval(pg_get_serial_sequence('sanctions_certificates', 'id'))::int as id`,
  );
  const id = Number(row!.id);
  const record: SignedCertificate = {
    number: certificateNumber(checkedAt, id),
    company: subject.company,
    checkedAt: checkedAt.toISOString(),
    result,
  };
  await deps.db.insert(sanctionsCertificates).values({
    id,
    number: record.number,
    companyId: subject.companyId,
    ...record.company,
    checkedAt,
    result,
  });
  const key = certificateKey(await signingSecret(deps.db, deps.config.SIGNING_SECRET));
  return { number: record.number, signature: certificateSignature(key, record) };
}

async function subjectOf(db: Database, input: IssueCertificateRequest): Promise<Subject> {
  if ('companyId' in input) {
    const parsed = CertificateForCompany.safeParse(input);
    const company = parsed.success ? await getCompanyById(db, parsed.data.companyId) : null;
    if (!company) throw new DomainError(404, CERTIFICATE_COMPANY_NOT_FOUND);
    return {
      company: {
        name: company.name,
        regCode: company.regCode || null,
        vatCode: company.vatCode || null,
        countryCode: company.countryCode,
      },
      companyId: company.id,
      queries: companyScreeningQueries(company),
    };
  }
  const parsed = ScreeningCheckRequest.safeParse(input);
  if (!parsed.success) throw new DomainError(400, parsed.error.issues[0]!.message);
  const { countryId, name, regCode, vatCode } = parsed.data;
  let countryCode: string | null = null;
  if (countryId !== undefined) {
    const details = await getCountry(db, countryId);
    if (!details) throw new DomainError(404, MESSAGES.countryNotFound);
    countryCode = details.country.code;
  }
  return {
    company: { name: name ?? '', regCode: regCode || null, vatCode: vatCode || null, countryCode },
    companyId: null,
    queries: [
      {
        countryCode: countryCode ?? undefined,
        name: name ?? '',
        regCode: regCode || undefined,
        vatCode: vatCode || undefined,
      },
    ],
  };
}
