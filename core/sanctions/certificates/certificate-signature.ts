import { createHmac, timingSafeEqual } from 'node:crypto';
import type { ScreenedCompany, ScreeningCheckResponse } from '../../../contracts/screening';

/** What a certificate's signature covers: everything it states, and its number. */
export interface SignedCertificate {
  number: string;
  company: ScreenedCompany;
  /** ISO 8601 in UTC with milliseconds, as `Date.prototype.toISOString` writes it. */
  checkedAt: string;
  result: ScreeningCheckResponse;
}

/** 22 base64url characters: 132 bits, as the signatures of mailed links. */
const SIGNATURE_LENGTH = 22;

/**
 * A key of its own for certificates, derived from the signing secret with a label, so a
 * certificate's signature can never pass for an order link's token or a report link's.
 */
export function certificateKey(secret: string): Buffer {
  return createHmac('sha256', secret).update('sanctions-certificate').digest();
}

/**
 * JSON with every object's keys in code-point order: PostgreSQL's jsonb gives the stored
 * result back with its keys reordered, and the same record must always read the same.
 */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** The signature of the certificate's link: HMAC-SHA256 over its number and its whole record. */
export function certificateSignature(key: Buffer, record: SignedCertificate): string {
  return createHmac('sha256', key)
    .update(`${record.number}\n${canonicalJson(record)}`)
    .digest('base64url')
    .slice(0, SIGNATURE_LENGTH);
}

/** Whether `signature` is the one of this record, compared in constant time. */
export function isCertificateSignature(
  key: Buffer,
  record: SignedCertificate,
  signature: string,
): boolean {
  const expected = Buffer.from(certificateSignature(key, record));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
