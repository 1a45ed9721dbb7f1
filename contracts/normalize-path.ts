/**
 * Spec section 2: every path is lower-cased, repeated slashes collapsed and a trailing slash
 * removed. Backslashes count as slashes because browsers read `/\host` as `//host`; collapsing
 * them is what keeps the redirect on this host. Percent-encoded slashes stay encoded, so they
 * remain part of one path segment and can never become an authority.
 */
export function normalizePath(pathname: string): string {
  let path = pathname.replace(/\\/g, '/').toLowerCase();
  path = path.replace(/\/{2,}/g, '/');
  if (path.length > 1 && path.endsWith('/')) path = path.slice(0, -1);
  if (!path.startsWith('/')) path = `/${path}`;
  return path;
}

/**
 * The target of a normalising redirect, or null when the path is already normal.
 * `search` and `hash` are kept as they are.
 */
export function normalizedLocation(pathname: string, search = '', hash = ''): string | null {
  const path = normalizePath(pathname);
  if (path === pathname) return null;
  return `${path}${search}${hash}`;
}

/** A last guard for every Location header built from a request path. */
export function isSameOriginPath(location: string): boolean {
  return /^\/(?![/\\])/.test(location) && !/[\r\n\t]/.test(location);
}
