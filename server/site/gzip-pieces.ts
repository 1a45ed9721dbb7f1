import { constants, crc32, deflateRawSync } from 'node:zlib';

/**
 * A page kept in the page cache compressed once, although each answer differs (its nonce):
 * every piece between two nonces is a deflate segment of its own, flushed to a byte boundary,
 * and independent segments placed one after the other form one valid deflate stream. Each
 * answer then only deflates its 24-byte nonce and wraps the lot in a gzip header and trailer.
 */
export function gzipPieces(parts: string[]): Buffer[] {
  return parts.map((part, i) =>
    deflateRawSync(part, {
      level: constants.Z_BEST_COMPRESSION,
      // All but the last end open (a sync flush), so the stream goes on after them.
      finishFlush: i < parts.length - 1 ? constants.Z_SYNC_FLUSH : constants.Z_FINISH,
    }),
  );
}

// RFC 1952: magic, deflate, no flags, no time, no extra flags, unknown OS.
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);

/** The gzip file of `body` (= the parts joined with `nonce`) from the pieces of `gzipPieces`. */
export function gzipWithNonce(pieces: Buffer[], nonce: string, body: Buffer): Buffer {
  const between = deflateRawSync(nonce, { finishFlush: constants.Z_SYNC_FLUSH });
  const chunks: Buffer[] = [GZIP_HEADER];
  pieces.forEach((piece, i) => {
    if (i > 0) chunks.push(between);
    chunks.push(piece);
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc32(body) >>> 0, 0);
  trailer.writeUInt32LE(body.length % 2 ** 32, 4);
  chunks.push(trailer);
  return Buffer.concat(chunks);
}

/** Whether Accept-Encoding takes gzip (by name or `*`) with a weight above zero. */
export function acceptsGzip(acceptEncoding: string | undefined): boolean {
  if (!acceptEncoding) return false;
  let weight: number | undefined;
  for (const entry of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...params] = entry.trim().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    const value = q === undefined ? 1 : Number(q);
    if (name.trim() === 'gzip') return value > 0;
    if (name.trim() === '*') weight = value;
  }
  return weight !== undefined && weight > 0;
}
