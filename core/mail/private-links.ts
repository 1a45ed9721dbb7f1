import { createHmac, timingSafeEqual } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orders } from '../../db/schema';
import type { Config } from '../config';
import { reportLinkExpires, reportLinkSignature, reportPath } from '../orders/download-links';
import { statusPath } from '../orders/order-links';
import { orderAccessToken } from '../orders/order-token';
import { signingSecret } from '../payments/signing-secret';

/*
 * The outbox keeps every e-mail's text for the staff area and for retries, so a secret written
 * into a message would sit in the database (and its backups) for good. Messages therefore carry
 * a stand-in for each secret of a private link, and the real value is rebuilt from
 * SIGNING_SECRET only when the message is delivered or shown to staff.
 *
 * A stand-in is `~~kind.payload.mac~~`: only characters that neither encodeURIComponent nor
 * escapeHref change, so it survives being put in a URL or an HTML attribute. Two things keep a
 * customer from forging one (typed into a contact name or a comment, it would otherwise come back
 * as some other order's secret): templates neutralise every `~` of a user's text
 * (`templates/inert-text.ts`), and the MAC's key is secret — SIGNING_SECRET, or without it the
 * installation's random key in the database, never a constant published with the source.
 */

type SecretConfig = Pick<Config, 'SIGNING_SECRET'>;
type SecretKind = 'orderToken' | 'reportSig';

/** The key that makes stand-ins unforgeable; get it with `mailLinkKey`. */
export interface StandInKey {
  readonly mac: Buffer;
}

const MAC_LENGTH = 22;
const STAND_IN = /~~(orderToken|reportSig)\.([\w.-]+?)\.([\w-]{22})~~/g;

/** The stand-in key derived from a signing secret (SIGNING_SECRET keeps the key it always had). */
export function standInKeyOf(secret: string): StandInKey {
  return { mac: createHmac('sha256', secret).update('mail-link-stand-in').digest() };
}

/**
 * The installation's stand-in key: from SIGNING_SECRET, else from the random secret kept in the
 * database. Inside a transaction, pass the transaction: PGlite runs one statement at a time, so a
 * first read through the outer handle would wait for the transaction that waits for it.
 */
export async function mailLinkKey(db: Database, config: SecretConfig): Promise<StandInKey> {
  return standInKeyOf(await signingSecret(db, config.SIGNING_SECRET));
}

function macOf(key: StandInKey, kind: SecretKind, payload: string): string {
  return createHmac('sha256', key.mac)
    .update(`${kind}.${payload}`)
    .digest('base64url')
    .slice(0, MAC_LENGTH);
}

function standIn(key: StandInKey, kind: SecretKind, payload: string): string {
  return `~~${kind}.${payload}.${macOf(key, kind, payload)}~~`;
}

function isGenuine(key: StandInKey, kind: SecretKind, payload: string, mac: string) {
  const expected = Buffer.from(macOf(key, kind, payload));
  const given = Buffer.from(mac);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** Stands for the order's access token in a stored message. */
export function orderTokenStandIn(key: StandInKey, orderId: number): string {
  return standIn(key, 'orderToken', String(orderId));
}

/** The order's private status path as a stored message carries it. */
export function mailedStatusPath(key: StandInKey, order: { id: number; number: string }): string {
  return statusPath(order.number, orderTokenStandIn(key, order.id));
}

/** Stands for the signature of an order's report link expiring at `expires`. */
export function reportSignatureStandIn(
  key: StandInKey,
  orderNumber: string,
  expires: number,
): string {
  return standIn(key, 'reportSig', `${orderNumber}.${expires}`);
}

/** A report download path, made at `now`, as a stored message carries it. */
export function mailedReportPath(key: StandInKey, orderNumber: string, now: Date): string {
  const expires = reportLinkExpires(now);
  return reportPath(orderNumber, expires, reportSignatureStandIn(key, orderNumber, expires));
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
  if (!texts.some((text) => text !== null && text.search(STAND_IN) !== -1)) {
    return [...texts] as Revealed;
  }
  const secret = await signingSecret(db, config.SIGNING_SECRET);
  const key = standInKeyOf(secret);
  const found = texts.flatMap((text) =>
    text === null
      ? []
      : [...text.matchAll(STAND_IN)].filter(([, kind, payload, mac]) =>
          isGenuine(key, kind as SecretKind, payload!, mac!),
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
  const secretOf = (kind: string, payload: string): string | undefined => {
    if (kind === 'orderToken') return tokens.get(payload);
    const [number, expires] = payload.split('.');
    if (!number || !/^\d+$/.test(expires ?? '')) return undefined;
    return reportLinkSignature(secret, number, Number(expires));
  };
  // The map keeps each text's place and null-ness, which TypeScript cannot see through it.
  return texts.map((text) =>
    text === null
      ? text
      : text.replace(STAND_IN, (whole, kind: string, payload: string, mac: string) => {
          if (!isGenuine(key, kind as SecretKind, payload, mac)) return whole;
          return secretOf(kind, payload) ?? whole;
        }),
  ) as Revealed;
}
