/** Percent-decoding more often than this changes nothing a router would match. */
const MAX_DECODES = 3;

function decodeSegment(segment: string): string {
  let value = segment;
  for (let i = 0; i < MAX_DECODES; i++) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(value);
    } catch {
      // A broken escape matches no route as it stands; what is left is compared as sent.
      return value;
    }
    if (decoded === value) return value;
    value = decoded;
  }
  return value;
}

/**
 * The path of a request as the routers may read it, for the guards in front of them: Fastify's
 * router percent-decodes (`/api/%73taff` is `/api/staff`), React Router's URL resolves dot
 * segments (also `%2e%2e`) and reads backslashes as slashes, and its route matching ignores
 * case. Lower-cased, decoded (a few times over, so a guard errs on the side of guarding),
 * without dot segments, repeated slashes or a trailing slash.
 */
export function routedPathname(rawUrl: string): string {
  const queryStart = rawUrl.search(/[?#]/);
  const target = queryStart === -1 ? rawUrl : rawUrl.slice(0, queryStart);
  const segments: string[] = [];
  for (const segment of target.replace(/\\/g, '/').split('/')) {
    const decoded = decodeSegment(segment).toLowerCase();
    for (const part of decoded.replace(/\\/g, '/').split('/')) {
      if (part === '' || part === '.') continue;
      if (part === '..') segments.pop();
      else segments.push(part);
    }
  }
  return `/${segments.join('/')}`;
}
