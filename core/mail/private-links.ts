import { createHmac, timingSafeEqual } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orders } from '../../db/schema';
import type { Config } from '../config';
import { reportLinkExpires, reportLinkSignature, reportPath } from '../orders/download-links';
import { statusPath } from '../orders/order-links';
import { DEV_SIGNING_SECRET, orderAccessToken } from '../orders/order-token';
import { signingSecret } from '../payments/signing-secret';

/*
 * The outbox keeps every e-mail's text for the staff area and for retries, so a secret written
 * into a message would sit in the database (and its backups) for good. Messages therefore carry
 * a stand-in for each secret of a private link, and the real value is rebuilt from
 * SIGNING_SECRET only when the message is delivered or shown to staff.
 *
 * A stand-in is `~~kind.payload.mac~~`: only characters that neither encodeURIComponent nor
 * escapeHtml change, so it survives being put in a URL or an HTML attribute. The MAC makes it
 * unforgeable: a customer who types one into an order comment (which staff notices quote) gets
 * it back verbatim, never some other order's secret.
 */

type SecretConfig = Pick<Config, 'SIGNING_SECRET'>;
type SecretKind = 'orderToken' | 'reportSig';

const MAC_LENGTH = 22;
const STAND_IN = /~~(orderToken|reportSig)\.([\w.-]+?)\.([\w-]{22})~~/g;

function macOf(config: SecretConfig, kind: SecretKind, payload: string): string {
  const key = createHmac('sha256', config.SIGNING_SECRET ?? DEV_SIGNING_SECRET)
    .update('mail-link-stand-in')
    .digest();
  return createHmac('sha256', key)
    .update(`${kind}.${payload}`)
    .digest('base64url')
    .slice(0, MAC_LENGTH);
}

function standIn(config: SecretConfig, kind: SecretKind, payload: string): string {
  return `~~${kind}.${payload}.${macOf(config, kind, payload)}~~`;
}

function isGenuine(config: SecretConfig, kind: SecretKind, payload: string, mac: string) {
  const expected = Buffer.from(macOf(config, kind, payload));
  const given = Buffer.from(mac);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** Stands for the order's access token in a stored message. */
export function orderTokenStandIn(config: SecretConfig, orderId: number): string {
  return standIn(config, 'orderToken', String(orderId));
}

/** The order's private status path as a stored message carries it. */
export function mailedStatusPath(
  config: SecretConfig,
  order: { id: number; number: string },
): string {
  return statusPath(order.number, orderTokenStandIn(config, order.id));
}

/** Stands for the signature of an order's report link expiring at `expires`. */
export function reportSignatureStandIn(
  config: SecretConfig,
  orderNumber: string,
  expires: number,
): string {
  return standIn(config, 'reportSig', `${orderNumber}.${expires}`);
}

/** A report download path, made at `now`, as a stored message carries it. */
export function mailedReportPath(config: SecretConfig, orderNumber: string, now: Date): string {
  const expires = reportLinkExpires(now);
  return reportPath(orderNumber, expires, reportSignatureStandIn(config, orderNumber, expires));
}

/**
 * Rebuilds the secrets of a stored message's texts: the one place that turns stand-ins into
 * working links. A stand-in that is forged, or whose order no longer exists, stays as it is.
 */
export async function revealPrivateLinks<const T extends readonly (string | null)[]>(
  db: Database,
  config: SecretConfig,
  texts: T,
): Promise<{ -readonly [K in keyof T]: T[K] }> {
  type Revealed = { -readonly [K in keyof T]: T[K] };
  const found = texts.flatMap((text) =>
    text === null
      ? []
      : [...text.matchAll(STAND_IN)].filter(([, kind, payload, mac]) =>
          isGenuine(config, kind as SecretKind, payload!, mac!),
        ),
  );
  if (found.length === 0) return [...texts] as Revealed;
  const orderIds = [
    ...new Set(found.filter((m) => m[1] === 'orderToken').map((m) => Number(m[2]))),
  ].filter(Number.isSafeInteger);
  const salts = orderIds.length
    ? await db
        .select({ id: orders.id, accessSalt: orders.accessSalt })
        .from(orders)
        .where(inArray(orders.id, orderIds))
    : [];
  const tokens = new Map(salts.map((o) => [String(o.id), orderAccessToken(config, o)]));
  const reportKey = found.some((m) => m[1] === 'reportSig')
    ? await signingSecret(db, config.SIGNING_SECRET)
    : undefined;
  const secretOf = (kind: string, payload: string): string | undefined => {
    if (kind === 'orderToken') return tokens.get(payload);
    const [number, expires] = payload.split('.');
    if (!reportKey || !number || !/^\d+$/.test(expires ?? '')) return undefined;
    return reportLinkSignature(reportKey, number, Number(expires));
  };
  // The map keeps each text's place and null-ness, which TypeScript cannot see through it.
  return texts.map((text) =>
    text === null
      ? text
      : text.replace(STAND_IN, (whole, kind: string, payload: string, mac: string) => {
          if (!isGenuine(config, kind as SecretKind, payload, mac)) return whole;
          return secretOf(kind, payload) ?? whole;
        }),
  ) as Revealed;
}
