import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { signedReportPath } from '../orders/download-links';
import { escapeHref, escapeHtml } from './templates/escape-html';
import { inertText } from './templates/inert-text';
import {
  mailedReportPath,
  orderTokenStandIn,
  revealPrivateLinks,
  standInKeyOf,
} from './private-links';

const config = { SIGNING_SECRET: 'private-links-unit-test-secret-0123456789' };
const key = standInKeyOf(config.SIGNING_SECRET);
// Report signatures come from a configured SIGNING_SECRET without touching the database, and
// texts without genuine stand-ins never reach it: no database is needed here.
const noDatabase = {} as Database;
const now = new Date('2026-11-25T12:00:00Z');

describe('private link stand-ins', () => {
  it('survive URL encoding and escaping as a link unchanged', () => {
    const standIn = orderTokenStandIn(key, 42);
    expect(encodeURIComponent(standIn)).toBe(standIn);
    expect(escapeHref(standIn)).toBe(standIn);
  });

  it('cannot be formed by typed text in either part of a message, even with the right key', async () => {
    const genuine = orderTokenStandIn(key, 42);
    // Typed text beside more typed text, or beside a template's own link, makes no new stand-in.
    for (const typed of [genuine, `~${genuine}~`, '~~orderToken.', '~']) {
      for (const text of [
        `${inertText(typed)}${inertText(typed)}`,
        `${escapeHtml(typed)}${escapeHtml(typed)}`,
      ]) {
        expect(text).not.toMatch(/~~/);
      }
    }
    expect(inertText('a ~ b')).toMatch(/^a ~\S b$/u);
    expect(escapeHtml('a ~ b')).toBe('a &#126; b');
  });

  it('turn back into the signed report link, and hold no signature themselves', async () => {
    const mailed = mailedReportPath(key, '2026-000001', now);
    const real = signedReportPath(config.SIGNING_SECRET, '2026-000001', now);
    const sig = new URL(real, 'https://x').searchParams.get('sig')!;
    expect(mailed).not.toContain(sig);
    expect(await revealPrivateLinks(noDatabase, config, [mailed, null])).toEqual([real, null]);
  });

  it('stay as they are when forged or made under another secret', async () => {
    const genuine = mailedReportPath(key, '2026-000001', now);
    const forged = genuine.replace(/\.[\w-]{22}~~/, '.AAAAAAAAAAAAAAAAAAAAAA~~');
    const retargeted = genuine.replace('reportSig.2026-000001', 'reportSig.2026-000002');
    const other = { SIGNING_SECRET: 'another-secret-entirely-0123456789abcdef' };
    for (const text of [forged, retargeted]) {
      expect(await revealPrivateLinks(noDatabase, config, [text])).toEqual([text]);
    }
    expect(await revealPrivateLinks(noDatabase, other, [genuine])).toEqual([genuine]);
  });
});
