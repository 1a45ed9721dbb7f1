import { describe, expect, it } from 'vitest';
import { cutText } from './yookassa-requests';

describe('cutText', () => {
  it('keeps text that fits, spaces tidied', () => {
    expect(cutText('  Отчёт   о компании\n ACME  ', 128)).toBe('Отчёт о компании ACME');
    expect(cutText('x'.repeat(128), 128)).toBe('x'.repeat(128));
  });

  it('cuts to the limit with an ellipsis', () => {
    const cut = cutText('я'.repeat(200), 128);
    expect(cut).toBe(`${'я'.repeat(127)}…`);
  });

  it('never tears an emoji or an accent apart at the limit', () => {
    const family = '👨‍👩‍👧';
    const cut = cutText(`${'a'.repeat(124)}${family}tail`, 128);
    expect(cut).toBe(`${'a'.repeat(124)}…`);

    const accented = cutText(`${'b'.repeat(126)}e\u0301 more`, 128);
    expect(accented).toBe(`${'b'.repeat(126)}…`);
    expect(accented.length).toBeLessThanOrEqual(128);
  });

  it('does not end on a space before the ellipsis', () => {
    expect(cutText(`${'word '.repeat(40)}`, 20)).toBe('word word word word…');
  });
});
