import type { ContentCoding } from './accept-encoding';
import { contentEtag } from '../plugins/etag';
import { encodeOnce } from './encode-once';
import { inlineScriptHashes } from './script-hashes';

/**
 * Rendered HTML of anonymous pages, kept so that a page is rendered once rather than per
 * request. A kept page carries no nonce: its inline scripts are allowed by their hashes, so
 * every answer is the same bytes, compressed once when the page is kept.
 */
export interface CachedPage {
  status: number;
  /** The page's own headers (content type, cache control, …), never Set-Cookie. */
  headers: [string, string][];
  /** The body in each coding a client may take. */
  body: Record<ContentCoding, Buffer>;
  /** What replaces the nonce in `script-src`: the hashes of the page's own inline scripts. */
  scriptSources: string;
  etag: string;
  bytes: number;
  storedAt: number;
}

/** What allows a page's inline scripts in `script-src`, kept or sent once without a nonce. */
export function pageScriptSources(html: string): string {
  return inlineScriptHashes(html).join(' ');
}

/** A page to keep, in every coding (brotli at quality 5: see `encodeOnce`). */
export async function pageFromBody(
  status: number,
  headers: [string, string][],
  html: string,
  now: number,
): Promise<CachedPage> {
  const body = await encodeOnce(Buffer.from(html), 5);
  return {
    status,
    headers,
    body,
    scriptSources: pageScriptSources(html),
    etag: contentEtag(html),
    bytes: body.identity.length + body.br.length + body.gzip.length,
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
