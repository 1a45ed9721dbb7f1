import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Config } from '../config';

/**
 * The key of a demonstration or test site without SIGNING_SECRET. A public address refuses to
 * start without its own (productionProblems), so this published value never guards real orders.
 */
export const DEV_SIGNING_SECRET = 'inocheck-dev-signing-secret-never-for-a-public-site';

/** What of an order its private link is derived from and checked against. */
export interface OrderTokenSource {
  id: number;
  accessSalt: string;
  legacyTokenHash: string | null;
}

/** A fresh salt for a new order's link. */
export function newAccessSalt(): string {
  return randomBytes(16).toString('base64url');
}

// A key of its own for order links, so a token can never pass for a report link's signature.
function orderLinkKey(config: Pick<Config, 'SIGNING_SECRET'>): Buffer {
  return createHmac('sha256', config.SIGNING_SECRET ?? DEV_SIGNING_SECRET)
    .update('order-access-token')
    .digest();
}

/** The token of an order's private link: rebuilt on demand, never stored. */
export function orderAccessToken(
  config: Pick<Config, 'SIGNING_SECRET'>,
  order: Pick<OrderTokenSource, 'id' | 'accessSalt'>,
): string {
  return createHmac('sha256', orderLinkKey(config))
    .update(`${order.id}:${order.accessSalt}`)
    .digest('base64url');
}

/** SHA-256 in hex: what migration 0013 kept of the tokens mailed before it. */
function legacyTokenHash(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

// Digests of both sides have one length, so neither the comparison nor its length check leaks.
function sameSecret(a: string, b: string): boolean {
  const digest = (v: string) => createHash('sha256').update(v, 'utf8').digest();
  return timingSafeEqual(digest(a), digest(b));
}

/** Whether a link's token opens this order: the derived one, or a pre-0013 link's. */
export function isOrderToken(
  config: Pick<Config, 'SIGNING_SECRET'>,
  order: OrderTokenSource,
  token: string,
): boolean {
  const derived = sameSecret(orderAccessToken(config, order), token);
  const legacy =
    order.legacyTokenHash !== null && sameSecret(order.legacyTokenHash, legacyTokenHash(token));
  return derived || legacy;
}
