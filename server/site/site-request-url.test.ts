import { describe, expect, it } from 'vitest';
import { siteOrigin, siteRequestUrl } from './site-request-url';

const SITE = 'https://inocheck.example';
const STAGE = 'https://stage.inocheck.example';

describe('siteRequestUrl', () => {
  it('keeps an ordinary target, query included', () => {
    expect(siteRequestUrl('/orders/2026-000001?token=abc', SITE).href).toBe(
      `${SITE}/orders/2026-000001?token=abc`,
    );
    expect(siteRequestUrl('/', SITE).href).toBe(`${SITE}/`);
  });

  it.each([
    '//evil.example/feedbacks',
    '///evil.example/feedbacks',
    '/\\evil.example/feedbacks',
    '\\\\evil.example/feedbacks',
    '/\t/evil.example/feedbacks',
    '/\n/evil.example/feedbacks',
    'http://evil.example/feedbacks',
    '//user:pass@evil.example:8080/feedbacks',
  ])('never reads %j as another server', (target) => {
    const url = siteRequestUrl(target, SITE);
    expect(url.origin).toBe(SITE);
    expect(url.pathname.startsWith('//')).toBe(false);
    expect(new URL('/api/payments/notifications', url).origin).toBe(SITE);
  });
});

describe('siteOrigin', () => {
  const origins = { public: SITE, others: [STAGE] };
  it('keeps a configured address the request was sent to', () => {
    expect(siteOrigin({ protocol: 'https', host: 'stage.inocheck.example' }, origins)).toBe(STAGE);
    expect(siteOrigin({ protocol: 'https', host: 'inocheck.example' }, origins)).toBe(SITE);
  });
  it('takes the public address for any other Host', () => {
    expect(siteOrigin({ protocol: 'http', host: 'evil.example' }, origins)).toBe(SITE);
    expect(siteOrigin({ protocol: 'http', host: 'inocheck.example' }, origins)).toBe(SITE);
  });
});
