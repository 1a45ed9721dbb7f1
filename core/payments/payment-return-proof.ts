import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { Config } from '../config';
import { DEV_SIGNING_SECRET } from '../orders/order-token';
import { normalizeBaseUrl } from '../../contracts/base-url';

type SecretConfig = Pick<Config, 'SIGNING_SECRET'>;

// A key of its own, so a proof can never pass for an order's token or a report link's signature.
function proofKey(config: SecretConfig): Buffer {
  return createHmac('sha256', config.SIGNING_SECRET ?? DEV_SIGNING_SECRET)
    .update('payment-return-proof')
    .digest();
}

/**
 * The proof the return address given to the provider carries beside the payment's id: the
 * customer who started paying (they held the order's private link) comes back with it, so the
 * result page may hand them the order's link again. The payment id alone (a log line, a
 * forwarded address) proves nothing and gets no link.
 */
export function paymentReturnProof(config: SecretConfig, publicId: string): string {
  return createHmac('sha256', proofKey(config)).update(publicId).digest('base64url');
}

export function isPaymentReturnProof(
  config: SecretConfig,
  publicId: string,
  proof: string | null,
): boolean {
  if (!proof) return false;
  // Digests of both sides have one length, so neither the comparison nor its length check leaks.
  const digest = (v: string) => createHash('sha256').update(v, 'utf8').digest();
  return timingSafeEqual(digest(paymentReturnProof(config, publicId)), digest(proof));
}

/** The address the provider sends the customer back to after paying. */
export function paymentReturnUrl(
  config: SecretConfig & Pick<Config, 'PUBLIC_BASE_URL'>,
  publicId: string,
): string {
  const base = normalizeBaseUrl(config.PUBLIC_BASE_URL);
  return `${base}/payment-success?payment=${publicId}&access=${paymentReturnProof(config, publicId)}`;
}
