import { normalizeIdentifier } from '../normalize-identifier';

/** Numbers shorter than this are too likely to be equal by chance to match on their own. */
const MIN_IDENTIFIER_LENGTH = 5;

const SCHEME_PREFIX = /^(?:IMO|LEI|INN|OGRN|BIC|SWIFT|VAT|TIN)(?=\d)/;

function keysOf(values: string[]): string[] {
  return [
    ...new Set(values.filter((key) => key.length >= MIN_IDENTIFIER_LENGTH && /\d/.test(key))),
  ];
}

/**
 * The forms a listed number is found by: itself, and without the prefix lists put before it,
 * a scheme's name ('IMO 9513282') or a country code before a long number ('RU7707083893').
 */
export function identifierKeys(normalized: string): string[] {
  const scheme = SCHEME_PREFIX.exec(normalized);
  return keysOf([
    normalized,
    scheme ? normalized.slice(scheme[0].length) : '',
    /^[A-Z]{2}\d{6,}$/.test(normalized) ? normalized.slice(2) : '',
  ]);
}

/**
 * The forms a number typed for a company is looked up by: as typed, without a scheme's name,
 * and without the company's own country code before it (a VAT number 'DE123456789').
 */
export function queryIdentifierKeys(value: string | undefined, countryCode = ''): string[] {
  if (!value) return [];
  const normalized = normalizeIdentifier(value);
  const scheme = SCHEME_PREFIX.exec(normalized);
  const country = countryCode.toUpperCase();
  return keysOf([
    normalized,
    scheme ? normalized.slice(scheme[0].length) : '',
    country.length === 2 && normalized.startsWith(country) ? normalized.slice(2) : '',
  ]);
}
