import { createHash, randomBytes } from 'node:crypto';
import { gzipPieces } from './gzip-pieces';

/**
 * Rendered HTML of anonymous pages, kept so that a page is rendered once rather than per
 * request. Pages are rendered with a placeholder in place of the CSP nonce and stored cut at
 * it; each answer joins the pieces with its own fresh nonce, so the policy works as before.
 */
export interface CachedPage {
  status: number;
  /** The page's own headers (content type, cache control, …), never Set-Cookie. */
  headers: [string, string][];
  /** The body cut at each nonce placeholder; joined with the answer's nonce. */
  parts: string[];
  /** The parts compressed once (see `gzipPieces`): a gzip answer costs no compression. */
  gzip: Buffer[];
  /** Of the body with the placeholder: the same for every answer of this version of the page. */
  etag: string;
  bytes: number;
  storedAt: number;
}

/**
 * Unguessable and made per process, so no text on a page (a country text, an article) can
 * contain it by accident or on purpose.
 */
export const NONCE_PLACEHOLDER = `nonce-placeholder-${randomBytes(12).toString('hex')}`;

export function pageFromBody(
  status: number,
  headers: [string, string][],
  body: string,
  now: number,
): CachedPage {
  const parts = body.split(NONCE_PLACEHOLDER);
  const gzip = gzipPieces(parts);
  return {
    status,
    headers,
    parts,
    gzip,
    etag: `W/"${createHash('sha1').update(body).digest('base64url')}"`,
    bytes: Buffer.byteLength(body) + gzip.reduce((sum, piece) => sum + piece.length, 0),
    storedAt: now,
  };
}

export interface PageCacheOptions {
  /** The most bytes of HTML kept; the least recently used pages go first. */
  maxBytes: number;
  /** A page older than this is rendered again even without a change heard of (dates on pages). */
  maxAgeMs: number;
  now?: () => number;
}

export interface PageCache {
  get(key: string): CachedPage | undefined;
  /** A generation to pass to `set`: a page rendered before a `clear` is not stored after it. */
  generation(): number;
  set(key: string, page: CachedPage, generation: number): void;
  clear(): void;
  readonly size: number;
}

export function createPageCache({
  maxBytes,
  maxAgeMs,
  now = Date.now,
}: PageCacheOptions): PageCache {
  const pages = new Map<string, CachedPage>();
  let bytes = 0;
  let generation = 0;
  const remove = (key: string) => {
    const page = pages.get(key);
    if (!page) return;
    bytes -= page.bytes;
    pages.delete(key);
  };
  return {
    get(key) {
      const page = pages.get(key);
      if (!page) return undefined;
      if (now() - page.storedAt >= maxAgeMs) {
        remove(key);
        return undefined;
      }
      // Map order is the recency order: the page moves to the end.
      pages.delete(key);
      pages.set(key, page);
      return page;
    },
    generation: () => generation,
    set(key, page, renderedIn) {
      if (renderedIn !== generation || page.bytes > maxBytes) return;
      remove(key);
      pages.set(key, page);
      bytes += page.bytes;
      for (const oldest of pages.keys()) {
        if (bytes <= maxBytes) break;
        remove(oldest);
      }
    },
    clear() {
      generation += 1;
      pages.clear();
      bytes = 0;
    },
    get size() {
      return pages.size;
    },
  };
}
