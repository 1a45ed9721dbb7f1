import { eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { outbox } from '../../db/schema';
import type { Config } from '../config';
import {
  mailLinkKey,
  orderTokenStandIn,
  reportSignatureStandIn,
  type StandInKey,
} from './private-links';

// `&amp;` too: the HTML version of a message escapes the ampersand between parameters.
const TOKEN = /([?&](?:amp;)?token=)(?!~~)[\w%-]+/g;
const REPORT_SIG = /(\/orders\/([\w-]+)\/report\?expires=(\d+)&(?:amp;)?sig=)(?!~~)[\w%-]+/g;

function scrub(key: StandInKey, orderId: number, text: string): string {
  return text
    .replace(TOKEN, (_whole, prefix: string) => `${prefix}${orderTokenStandIn(key, orderId)}`)
    .replace(
      REPORT_SIG,
      (_whole, prefix: string, number: string, expires: string) =>
        `${prefix}${reportSignatureStandIn(key, number, Number(expires))}`,
    );
}

/**
 * Replaces the link secrets of order messages written before the outbox kept stand-ins. A
 * rebuilt order token is the derived one, which opens the order even where the mailed token was
 * an older kind. Returns how many messages changed; running it again changes none.
 */
export async function scrubOutboxLinks(
  db: Database,
  config: Pick<Config, 'SIGNING_SECRET'>,
): Promise<number> {
  const rows = await db
    .select({ id: outbox.id, orderId: outbox.orderId, text: outbox.text, html: outbox.html })
    .from(outbox)
    .where(isNotNull(outbox.orderId));
  const key = await mailLinkKey(db, config);
  let changed = 0;
  for (const row of rows) {
    if (row.orderId === null) continue;
    const text = scrub(key, row.orderId, row.text);
    const html = row.html === null ? null : scrub(key, row.orderId, row.html);
    if (text === row.text && html === row.html) continue;
    await db.update(outbox).set({ text, html }).where(eq(outbox.id, row.id));
    changed++;
  }
  return changed;
}
