import { baseUrlOrigin } from '../../contracts/base-url';
import { normalizePath } from '../../contracts/normalize-path';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Spec section 2: the canonical link is the lower-cased path on the production host, a staging
 * host or localhost. A request that arrived under any other Host header gets the production
 * host, so a spoofed header cannot choose the canonical origin.
 */
export function canonicalUrl(requestUrl: string, publicBaseUrl: string, stagingBaseUrl?: string) {
  const url = new URL(requestUrl);
  const allowed = [publicBaseUrl, stagingBaseUrl]
    .filter(Boolean)
    .map((u) => baseUrlOrigin(u as string));
  const origin =
    allowed.includes(url.origin) || LOCAL_HOSTS.has(url.hostname)
      ? url.origin
      : baseUrlOrigin(publicBaseUrl);
  const path = normalizePath(url.pathname);
  return `${origin}${path === '/' ? '/' : path}`;
}
