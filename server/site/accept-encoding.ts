export type ContentCoding = 'br' | 'gzip' | 'identity';

/** The weight Accept-Encoding gives `coding` (by name or `*`); 0 when it is not taken. */
function weight(acceptEncoding: string, coding: string): number {
  let wildcard: number | undefined;
  for (const entry of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...params] = entry.trim().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    const value = q === undefined ? 1 : Number(q);
    if (name.trim() === coding) return value;
    if (name.trim() === '*') wildcard = value;
  }
  return wildcard ?? 0;
}

/**
 * Which of the kept encodings to send: brotli (the smallest) whenever it is taken, then gzip,
 * else the page as it is.
 */
export function preferredCoding(acceptEncoding: string | undefined): ContentCoding {
  if (!acceptEncoding) return 'identity';
  if (weight(acceptEncoding, 'br') > 0) return 'br';
  if (weight(acceptEncoding, 'gzip') > 0) return 'gzip';
  return 'identity';
}
