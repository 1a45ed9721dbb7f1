import { expect, it } from 'vitest';
import { normalizeIdentifier } from './normalize-identifier';

it('keeps upper-case letters and digits only', () => {
  expect(normalizeIdentifier('No. 123-45 a/b')).toBe('NO12345AB');
  expect(normalizeIdentifier(' 253400V1H6ART1UQ0N98 ')).toBe('253400V1H6ART1UQ0N98');
  expect(normalizeIdentifier('Ü-12')).toBe('U12');
  expect(normalizeIdentifier('--')).toBe('');
});
