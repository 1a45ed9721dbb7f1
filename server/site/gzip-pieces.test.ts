import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { acceptsGzip, gzipPieces, gzipWithNonce } from './gzip-pieces';

describe('a gzip answer stitched from pieces compressed once', () => {
  it('decodes to the parts joined with the nonce, whatever the nonce', () => {
    const parts = [
      '<html><script nonce="',
      '">window.__ctx = {"страна":"Германия"};</script><p>'.repeat(50),
      '"></script></html>',
    ];
    const pieces = gzipPieces(parts);
    for (const nonce of ['abcDEF123+/==', 'x'.repeat(24)]) {
      const body = Buffer.from(parts.join(nonce));
      expect(gunzipSync(gzipWithNonce(pieces, nonce, body))).toEqual(body);
    }
  });

  it('works for a page without a nonce (one part) and an empty part', () => {
    for (const parts of [['<p>только текст</p>'], ['', 'конец']]) {
      const body = Buffer.from(parts.join('n'));
      expect(gunzipSync(gzipWithNonce(gzipPieces(parts), 'n', body))).toEqual(body);
    }
  });

  it('reads Accept-Encoding', () => {
    expect(acceptsGzip('gzip, deflate, br, zstd')).toBe(true);
    expect(acceptsGzip('br;q=1.0, gzip;q=0.5')).toBe(true);
    expect(acceptsGzip('gzip;q=0')).toBe(false);
    expect(acceptsGzip('br')).toBe(false);
    expect(acceptsGzip('*')).toBe(true);
    expect(acceptsGzip('*;q=0')).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
    expect(acceptsGzip('identity')).toBe(false);
  });
});
