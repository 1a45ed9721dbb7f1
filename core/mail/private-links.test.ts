import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { signedReportPath } from '../orders/download-links';
import { escapeHtml } from './templates/escape-html';
import { mailedReportPath, orderTokenStandIn, revealPrivateLinks } from './private-links';

const config = { SIGNING_SECRET: 'private-links-unit-test-secret-0123456789' };
// Report signatures come from a configured SIGNING_SECRET without touching the database, and
// texts without genuine stand-ins never reach it: no database is needed here.
const noDatabase = {} as Database;
const now = new Date('2026-11-25T12:00:00Z');

describe('private link stand-ins', () => {
  it('survive URL encoding and HTML escaping unchanged', () => {
    const standIn = orderTokenStandIn(config, 42);
    expect(encodeURIComponent(standIn)).toBe(standIn);
    expect(escapeHtml(standIn)).toBe(standIn);
  });

  it('turn back into the signed report link, and hold no signature themselves', async () => {
    const mailed = mailedReportPath(config, '2026-000001', now);
    const real = signedReportPath(config.SIGNING_SECRET, '2026-000001', now);
    const sig = new URL(real, 'https://x').searchParams.get('sig')!;
    expect(mailed).not.toContain(sig);
    expect(await revealPrivateLinks(noDatabase, config, [mailed, null])).toEqual([real, null]);
  });

  it('stay as they are when forged or made under another secret', async () => {
    const genuine = mailedReportPath(config, '2026-000001', now);
    const forged = genuine.replace(/\.[\w-]{22}~~/, '.AAAAAAAAAAAAAAAAAAAAAA~~');
    const retargeted = genuine.replace('reportSig.2026-000001', 'reportSig.2026-000002');
    const other = { SIGNING_SECRET: 'another-secret-entirely-0123456789abcdef' };
    for (const text of [forged, retargeted]) {
      expect(await revealPrivateLinks(noDatabase, config, [text])).toEqual([text]);
    }
    expect(await revealPrivateLinks(noDatabase, other, [genuine])).toEqual([genuine]);
  });
});
