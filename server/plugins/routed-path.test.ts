import { describe, expect, it } from 'vitest';
import { routedPathname } from './routed-path';

describe('routedPathname', () => {
  it('keeps a plain path and drops the query', () => {
    expect(routedPathname('/api/staff/account/me?x=1')).toBe('/api/staff/account/me');
    expect(routedPathname('/')).toBe('/');
    expect(routedPathname('/admin1515.data')).toBe('/admin1515.data');
  });

  it.each([
    '/api/%73taff/account/me',
    '/api/%2573taff/account/me',
    '/api/STAFF/account/me',
    '/api//staff/account/me',
    '/api/staff//account/me/',
    '/api/x/../staff/account/me',
    '/api/x/%2e%2e/staff/account/me',
    '/api/./staff/account/me',
    '/api\\staff\\account/me',
    '/api%2fstaff/account/me',
    '//api/staff/account/me',
  ])('reads %s as the staff API path the router finds', (url) => {
    expect(routedPathname(url)).toBe('/api/staff/account/me');
  });

  it('cannot climb above the root', () => {
    expect(routedPathname('/../../admin1515/staff')).toBe('/admin1515/staff');
  });

  it('leaves a broken escape as sent', () => {
    expect(routedPathname('/admin1515/%zz')).toBe('/admin1515/%zz');
  });
});
