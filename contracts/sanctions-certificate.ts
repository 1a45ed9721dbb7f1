import type {
  ScreenedCompany,
  ScreeningCheckResponse,
  ScreeningList,
  ScreeningStatus,
} from './screening';

/**
 * «Справка о проверке по санкционным спискам» (issue 21): a stored, signed record of one check,
 * its PDF and its public verification page.
 */
export const CERTIFICATE_TITLE = 'Справка о проверке по санкционным спискам';
export const CERTIFICATE_NOT_FOUND = 'Справка не найдена';
export const CERTIFICATE_COMPANY_NOT_FOUND = 'Компания не найдена в реестре';
export const CERTIFICATE_NO_LISTS =
  'Санкционные списки ещё не загружены, поэтому справку выдать нельзя. Повторите позже.';
export const CERTIFICATE_DISCLAIMER =
  'Справка составлена автоматически: реквизиты компании сверены с официальными открытыми ' +
  'санкционными списками в редакциях, указанных выше. Справка не является юридическим ' +
  'заключением и не заменяет оценку рисков сделки.';

/** What an issued certificate is found by: its number and the signature of its link. */
export interface IssuedCertificate {
  number: string;
  signature: string;
}

/** A list of the certificate with the result of the check against it. */
export interface CertificateList extends ScreeningList {
  result: ScreeningStatus;
  matchCount: number;
}

/** A certificate as the verification page and the PDF show it. */
export interface SanctionsCertificateView {
  number: string;
  signature: string;
  company: ScreenedCompany & { countryName: string | null };
  /** ISO 8601: the moment of the check. */
  checkedAt: string;
  status: ScreeningStatus;
  lists: CertificateList[];
  matches: ScreeningCheckResponse['matches'];
}

/** The result against one list, as the certificate's table says it. */
export const CERTIFICATE_LIST_RESULT_TEXT: Record<ScreeningStatus, string> = {
  clear: 'совпадений нет',
  possible: 'возможное совпадение',
  match: 'совпадение',
};

/** The overall result, as the certificate states it. */
export const CERTIFICATE_STATUS_TEXT: Record<ScreeningStatus, string> = {
  clear: 'совпадений с санкционными списками не найдено',
  possible: 'найдено возможное совпадение с записью санкционного списка',
  match: 'найдено совпадение с записью санкционного списка',
};

/** `SC-20261127-000123`: what a number looks like, checked before any lookup. */
export const CERTIFICATE_NUMBER_PATTERN = /^SC-\d{8}-\d{6,10}$/;
export const CERTIFICATE_SIGNATURE_PATTERN = /^[\w-]{22}$/;

export const CERTIFICATES_PATH = '/sanctions/certificates';

// Paths are lower case on this site (spec section 2: any other is redirected), so the number
// is too; the signature, case-sensitive, rides in the query, which is never changed.
const numberSegment = (number: string) => encodeURIComponent(number.toLowerCase());

/** The public verification page of a certificate. */
export function certificatePath({ number, signature }: IssuedCertificate): string {
  return `${CERTIFICATES_PATH}/${numberSegment(number)}?s=${encodeURIComponent(signature)}`;
}

/** The certificate's PDF. */
export function certificatePdfPath({ number, signature }: IssuedCertificate): string {
  return `${CERTIFICATES_PATH}/${numberSegment(number)}/pdf?s=${encodeURIComponent(signature)}`;
}

/** The file name the PDF is offered under. */
export function certificateFileName(number: string): string {
  return `spravka-${number}.pdf`;
}
