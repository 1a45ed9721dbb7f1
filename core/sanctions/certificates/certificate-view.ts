import type {
  CertificateList,
  SanctionsCertificateView,
} from '../../../contracts/sanctions-certificate';
import type { ScreeningStatus } from '../../../contracts/screening';
import { statusOf } from '../match/screen-company';
import type { SignedCertificate } from './certificate-signature';

const SEVERITY: Record<ScreeningStatus, number> = { clear: 0, possible: 1, match: 2 };

/** The record as the page and the PDF show it: each list with the result of the check on it. */
export function certificateView(
  record: SignedCertificate,
  signature: string,
  countryName: string | null,
): SanctionsCertificateView {
  const { result } = record;
  const lists: CertificateList[] = result.lists.map((list) => {
    const own = result.matches.filter((m) => m.list === list.code);
    const worst = own
      .map((m) => statusOf(m.score))
      .reduce<ScreeningStatus>((a, b) => (SEVERITY[b] > SEVERITY[a] ? b : a), 'clear');
    return { ...list, result: worst, matchCount: own.length };
  });
  return {
    number: record.number,
    signature,
    company: { ...record.company, countryName },
    checkedAt: record.checkedAt,
    status: result.status,
    lists,
    matches: result.matches,
  };
}
