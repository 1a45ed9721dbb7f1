import { describe, expect, it } from 'vitest';
import { isSameOriginPath, normalizePath, normalizedLocation } from './normalize-path';

describe('normalizePath', () => {
  it.each([
    ['/', '/'],
    ['/Tariffs', '/tariffs'],
    ['/countries//continent///europe', '/countries/continent/europe'],
    ['/blogs/', '/blogs'],
    ['/ABOUT//', '/about'],
    ['//', '/'],
  ])('%s -> %s', (input, expected) => {
    expect(normalizePath(input)).toBe(expected);
  });

  it('leaves a normal path unchanged', () => {
    expect(normalizedLocation('/countries/country/de')).toBeNull();
  });

  it('keeps query and hash', () => {
    expect(normalizedLocation('/Tariffs/', '?q=Франция', '#list')).toBe('/tariffs?q=Франция#list');
  });
});

describe('open redirects', () => {
  it.each([
    '//evil.example',
    '//evil.example/',
    '///evil.example',
    '/\\evil.example',
    '/\\/evil.example',
    '\\\\evil.example',
    '/%2F%2Fevil.example',
    '/%5C%5Cevil.example',
    '//Evil.Example/Path//',
    '/./\\evil.example',
  ])('%s never leaves the host', (input) => {
    const location = normalizedLocation(input, '?a=1') ?? input;
    expect(isSameOriginPath(location)).toBe(true);
    // A browser resolving the Location header must stay on this origin.
    expect(new URL(location, 'https://inocheck.example').host).toBe('inocheck.example');
  });

  it('rejects locations that a browser would read as another host', () => {
    expect(isSameOriginPath('//evil.example')).toBe(false);
    expect(isSameOriginPath('/\\evil.example')).toBe(false);
    expect(isSameOriginPath('https://evil.example')).toBe(false);
    expect(isSameOriginPath('/ok')).toBe(true);
  });
});
