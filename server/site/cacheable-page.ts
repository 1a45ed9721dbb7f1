import type { FastifyRequest } from 'fastify';
import { isStaffPath } from '../../contracts/staff/access';

/**
 * Pages that are someone's own (an order, «Мои заказы», a payment's result, the test gateway)
 * or the staff area: never kept, whoever asks.
 */
const PRIVATE_PREFIXES = ['/order', '/my-orders', '/payment-', '/test-gateway', '/api/'];

/** React Router's single-fetch requests: `/path.data` (and `/_root.data` for the index). */
export function isDataRequest(url: string): boolean {
  return new URL(url, 'http://site').pathname.endsWith('.data');
}

/**
 * Whether an answer to this request may come from (and go into) the page cache: an anonymous
 * GET of a public page without a query string. Any cookie counts as signed in (the site sets
 * only session cookies), so a staff member or a customer always gets a page rendered for them.
 */
export function isCacheableRequest(request: FastifyRequest): boolean {
  if (request.method !== 'GET') return false;
  if (request.headers.cookie || request.headers.authorization) return false;
  const url = request.url;
  // A query may carry a token (report links, sign-in links) or choose what a page shows.
  if (url.includes('?')) return false;
  // React Router's data requests carry no scripts and revalidate on their own.
  if (isDataRequest(url)) return false;
  if (isStaffPath(url)) return false;
  return !PRIVATE_PREFIXES.some((prefix) => url.startsWith(prefix));
}

/** Whether a rendered answer may be kept: a complete public HTML page that sets no cookie. */
export function isCacheableResponse(response: Response): boolean {
  if (response.status !== 200) return false;
  if (!response.headers.get('content-type')?.startsWith('text/html')) return false;
  if (response.headers.getSetCookie().length) return false;
  const cacheControl = response.headers.get('cache-control') ?? '';
  return !/no-store|private/i.test(cacheControl);
}
