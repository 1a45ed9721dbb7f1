import { describe, expect, it } from 'vitest';
import { countryCode } from './country-code';

describe('country names as the lists write them', () => {
  it.each([
    ['IRAQ', 'IQ'],
    ['Democratic Republic of the Congo', 'CD'],
    ['CONGO, Democratic Republic of (was Zaire)', 'CD'],
    ['Iran (Islamic Republic of)', 'IR'],
    ["Democratic People's Republic of Korea", 'KP'],
    ['Korea, North', 'KP'],
    ['Russia', 'RU'],
    ['Burma', 'MM'],
    ['Syrian Arab Republic', 'SY'],
    ['United Arab Emirates', 'AE'],
    ['China, Hong Kong Special Administrative Region', 'HK'],
    ['Region: Crimea', 'UA'],
    ['ru', 'RU'],
    ['XK', 'XK'],
  ])('%s → %s', (name, code) => {
    expect(countryCode(name)).toBe(code);
  });

  it('answers null for what is no country', () => {
    expect(countryCode('')).toBeNull();
    expect(countryCode('undetermined')).toBeNull();
    expect(countryCode('former Soviet Union')).toBeNull();
    expect(countryCode('00')).toBeNull();
  });
});
