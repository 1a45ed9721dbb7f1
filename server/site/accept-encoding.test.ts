import { describe, expect, it } from 'vitest';
import { preferredCoding } from './accept-encoding';

describe('preferredCoding', () => {
  it('takes brotli whenever the client does, then gzip', () => {
    expect(preferredCoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredCoding('br;q=0.1, gzip;q=1.0')).toBe('br');
    expect(preferredCoding('gzip, deflate')).toBe('gzip');
    expect(preferredCoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(preferredCoding('*')).toBe('br');
    expect(preferredCoding('*;q=0, gzip')).toBe('gzip');
  });

  it('sends the page as it is when nothing it keeps is taken', () => {
    expect(preferredCoding(undefined)).toBe('identity');
    expect(preferredCoding('')).toBe('identity');
    expect(preferredCoding('identity')).toBe('identity');
    expect(preferredCoding('deflate, zstd')).toBe('identity');
    expect(preferredCoding('br;q=0, gzip;q=0')).toBe('identity');
  });
});
