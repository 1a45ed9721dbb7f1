import type { InjectOptions } from 'fastify';
import { WRONG_CONTENT_TYPES } from './fuzz';

/** Methods no page or public API route takes. */
export const ODD_METHODS = ['PUT', 'PATCH', 'DELETE', 'TRACE', 'OPTIONS'] as const;

const FORM = 'application/x-www-form-urlencoded';

/** Fastify's types leave TRACE out of its methods; the server still receives it. */
export function injectMethod(method: string): InjectOptions['method'] {
  return method as InjectOptions['method'];
}

/**
 * Requests to one address that carry no usable body or come with a method nobody posts with:
 * every odd method with and without a form, a POST with no body at all, with `Content-Length: 0`,
 * and with a wrong content type. `headers` go with each (the site's host and origin).
 */
export function bodilessAndOddMethodRequests(
  url: string,
  headers: Record<string, string>,
): InjectOptions[] {
  const requests: InjectOptions[] = [];
  for (const method of ODD_METHODS) {
    requests.push({ method: injectMethod(method), url, headers });
    requests.push({
      method: injectMethod(method),
      url,
      headers: { ...headers, 'content-type': FORM },
      payload: 'a=1',
    });
  }
  requests.push({ method: 'POST', url, headers });
  requests.push({ method: 'POST', url, headers: { ...headers, 'content-length': '0' } });
  requests.push({
    method: 'POST',
    url,
    headers: { ...headers, 'content-type': FORM, 'content-length': '0' },
  });
  for (const type of WRONG_CONTENT_TYPES) {
    requests.push({ method: 'POST', url, headers: { ...headers, 'content-type': type } });
  }
  return requests;
}
