import { describe, expect, it } from 'vitest';
import { checkReportLink, signedReportPath } from './download-links';

const now = new Date('2026-11-25T10:00:00Z');
const params = (path: string) => new URL(path, 'http://x').searchParams;

describe('signed report links', () => {
  it('opens within 30 days and expires after', () => {
    const p = params(signedReportPath('secret', '2026-000001', now));
    const check = (at: Date) =>
      checkReportLink('secret', '2026-000001', p.get('expires'), p.get('sig'), at);
    expect(check(now)).toBe('valid');
    expect(check(new Date(now.getTime() + 29 * 86400_000))).toBe('valid');
    expect(check(new Date(now.getTime() + 31 * 86400_000))).toBe('expired');
  });

  it('refuses a tampered link, another order, another key', () => {
    const p = params(signedReportPath('secret', '2026-000001', now));
    const later = String(Number(p.get('expires')) + 86400 * 365);
    expect(checkReportLink('secret', '2026-000001', later, p.get('sig'), now)).toBe('invalid');
    expect(checkReportLink('secret', '2026-000002', p.get('expires'), p.get('sig'), now)).toBe(
      'invalid',
    );
    expect(checkReportLink('other', '2026-000001', p.get('expires'), p.get('sig'), now)).toBe(
      'invalid',
    );
    expect(checkReportLink('secret', '2026-000001', null, null, now)).toBe('invalid');
    expect(checkReportLink('secret', '2026-000001', 'abc', 'x', now)).toBe('invalid');
  });
});
