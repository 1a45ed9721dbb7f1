import type { Rng } from '../random';

/** Random digits; `first` restricts the leading digit (e.g. '123' for a company range). */
export function randomDigits(rng: Rng, length: number, first = '123456789'): string {
  let out = first.charAt(rng.int(0, first.length - 1));
  for (let i = 1; i < length; i++) out += String(rng.int(0, 9));
  return out;
}

/** Letters and digits, upper case: the compact form validators work on. */
export const compact = (value: string) => value.toUpperCase().replace(/[^0-9A-Z]/g, '');

export function weightedSum(digits: string, weights: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < weights.length; i++) sum += Number(digits[i]) * weights[i]!;
  return sum;
}

/** Luhn (ISO/IEC 7812) check digit of a body. */
export function luhnDigit(body: string): number {
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    let d = Number(body[body.length - 1 - i]);
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return (10 - (sum % 10)) % 10;
}

export const luhnValid = (digits: string) =>
  /^\d+$/.test(digits) && luhnDigit(digits.slice(0, -1)) === Number(digits.slice(-1));

/** ISO 7064 MOD 11,10 check digit (DE USt-IdNr., HR OIB). */
export function mod11_10Digit(body: string): number {
  let product = 10;
  for (const ch of body) {
    let sum = (Number(ch) + product) % 10;
    if (sum === 0) sum = 10;
    product = (sum * 2) % 11;
  }
  return (11 - product) % 10;
}

/**
 * The check digit of the two-pass mod-11 scheme of the Baltic and Central Asian registers
 * (EE, LT, KZ, BG): weights `first`; if the remainder is 10, weights `second`; if again 10, 0.
 */
export function twoPassMod11(body: string, first: number[], second: number[]): number {
  const r1 = weightedSum(body, first) % 11;
  if (r1 !== 10) return r1;
  const r2 = weightedSum(body, second) % 11;
  return r2 === 10 ? 0 : r2;
}

/** Repeats generation until `make` returns a value (a body whose check digit would be invalid). */
export function retry(rng: Rng, make: (rng: Rng) => string | null): string {
  for (let attempt = 0; attempt < 100; attempt++) {
    const value = make(rng);
    if (value !== null) return value;
  }
  throw new Error('could not generate a valid number');
}
