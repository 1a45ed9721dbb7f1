/**
 * A site's or an API's base address in one form, so that `${base}${path}` (a path starting
 * with `/`) is one URL however the address was configured: scheme and host lower-case, the
 * default port dropped, no credentials, query or fragment, repeated slashes collapsed and no
 * trailing slash. A path stays (an API's `/v3`, a site served under a prefix). Throws on a
 * string that is no absolute URL, as the configuration's schema would have refused it.
 */
export function normalizeBaseUrl(url: string): string {
  const parsed = new URL(url.trim());
  const path = parsed.pathname.replace(/\/{2,}/g, '/').replace(/\/+$/, '');
  return `${parsed.origin}${path}`;
}

/** The origin (scheme, host, port) of a base address, as browsers send it in `Origin`. */
export function baseUrlOrigin(url: string): string {
  return new URL(url.trim()).origin;
}
