import { describe, expect, it } from 'vitest';
import { canonicalUrl } from './canonical';

const PROD = 'https://inocheck.ru';
const STAGE = 'https://stage.inocheck.ru';

describe('canonicalUrl', () => {
  it('uses the lower-cased path on the production host', () => {
    expect(canonicalUrl('https://inocheck.ru/Tariffs/?x=1', PROD)).toBe(
      'https://inocheck.ru/tariffs',
    );
  });
  it('keeps a staging host and localhost', () => {
    expect(canonicalUrl('https://stage.inocheck.ru/blogs', PROD, STAGE)).toBe(
      'https://stage.inocheck.ru/blogs',
    );
    expect(canonicalUrl('http://localhost:3000/About', PROD)).toBe('http://localhost:3000/about');
  });
  it('ignores any other host', () => {
    expect(canonicalUrl('https://evil.example/blogs', PROD, STAGE)).toBe(
      'https://inocheck.ru/blogs',
    );
  });
  it('is the root with a slash on the home page', () => {
    expect(canonicalUrl('https://inocheck.ru/', PROD)).toBe('https://inocheck.ru/');
  });
});
