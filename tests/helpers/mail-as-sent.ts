import { expect } from 'vitest';
import type { Config } from '../../core/config';
import { revealPrivateLinks } from '../../core/mail/private-links';
import type { Database } from '../../db/client';

/** A link's token or signature written out, rather than the outbox's stand-in for it. */
export const SECRET_IN_LINK = /[?&](token|sig)=(?!~~)[^\s&"'<]/;

/**
 * Outbox rows as the worker sends them, private links rebuilt from their stand-ins; checks on
 * the way that the stored rows themselves hold no secret of a link.
 */
export function mailAsSent<R extends { text: string; html: string | null }>(
  t: { database: { db: Database }; config: Pick<Config, 'SIGNING_SECRET'> },
  rows: R[],
): Promise<R[]> {
  return Promise.all(
    rows.map(async (row) => {
      for (const text of [row.text, row.html ?? '']) expect(text).not.toMatch(SECRET_IN_LINK);
      const [text, html] = await revealPrivateLinks(t.database.db, t.config, [row.text, row.html]);
      return { ...row, text, html };
    }),
  );
}
