import { describe, expect, it } from 'vitest';
import { baseUrlOrigin, normalizeBaseUrl } from './base-url';

describe('normalizeBaseUrl', () => {
  it.each([
    ['https://inocheck.ru', 'https://inocheck.ru'],
    ['https://inocheck.ru/', 'https://inocheck.ru'],
    ['https://inocheck.ru///', 'https://inocheck.ru'],
    ['  https://inocheck.ru/ ', 'https://inocheck.ru'],
    ['HTTPS://InoCheck.RU/', 'https://inocheck.ru'],
    ['https://inocheck.ru:443/', 'https://inocheck.ru'],
    ['http://localhost:3000/', 'http://localhost:3000'],
    ['https://user:secret@inocheck.ru/?utm=1#top', 'https://inocheck.ru'],
    ['https://api.yookassa.ru/v3/', 'https://api.yookassa.ru/v3'],
    ['https://example.ru//shop//', 'https://example.ru/shop'],
    ['http://[::1]:8080/', 'http://[::1]:8080'],
  ])('%s -> %s', (input, expected) => {
    expect(normalizeBaseUrl(input)).toBe(expected);
  });

  it('is idempotent', () => {
    const once = normalizeBaseUrl('HTTPS://Example.RU:443//v3//');
    expect(normalizeBaseUrl(once)).toBe(once);
  });

  it('refuses what is no absolute URL', () => {
    expect(() => normalizeBaseUrl('inocheck.ru')).toThrow();
    expect(() => normalizeBaseUrl('')).toThrow();
  });
});

describe('baseUrlOrigin', () => {
  it('drops the path and the default port, lower-cases the host', () => {
    expect(baseUrlOrigin('HTTPS://Stage.InoCheck.ru:443/shop/')).toBe('https://stage.inocheck.ru');
    expect(baseUrlOrigin('http://localhost:3000')).toBe('http://localhost:3000');
  });
});
