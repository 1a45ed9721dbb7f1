import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a report link in an e-mail works; a new one can be asked for on its page. */
const DOWNLOAD_LINK_DAYS = 30;

function signature(secret: string, orderNumber: string, expires: number): string {
  return createHmac('sha256', secret)
    .update(`report:${orderNumber}:${expires}`)
    .digest('base64url');
}

/** The signature of a report link expiring at `expires` (Unix seconds). */
export const reportLinkSignature = signature;

/** When a report link made at `now` stops working, in Unix seconds. */
export function reportLinkExpires(now: Date): number {
  return Math.floor(now.getTime() / 1000) + DOWNLOAD_LINK_DAYS * 24 * 3600;
}

/** The report link's path with a given signature (or a stand-in for it, see private-links). */
export function reportPath(orderNumber: string, expires: number, sig: string): string {
  return `/orders/${orderNumber}/report?expires=${expires}&sig=${sig}`;
}

/** `/orders/{number}/report?expires=…&sig=…`: opens the paid report without the status token. */
export function signedReportPath(secret: string, orderNumber: string, now: Date): string {
  const expires = reportLinkExpires(now);
  return reportPath(orderNumber, expires, signature(secret, orderNumber, expires));
}

export type ReportLinkCheck = 'valid' | 'expired' | 'invalid';

/** A tampered link is invalid; a genuine but old one is expired (and may be renewed). */
export function checkReportLink(
  secret: string,
  orderNumber: string,
  expiresParam: string | null,
  sig: string | null,
  now: Date,
): ReportLinkCheck {
  const expires = Number(expiresParam);
  if (!sig || !Number.isSafeInteger(expires)) return 'invalid';
  const expected = Buffer.from(signature(secret, orderNumber, expires));
  const given = Buffer.from(sig);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'invalid';
  return expires * 1000 < now.getTime() ? 'expired' : 'valid';
}
