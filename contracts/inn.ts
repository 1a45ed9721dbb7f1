const WEIGHTS_10 = [2, 4, 10, 3, 5, 9, 4, 6, 8];
const WEIGHTS_11 = [7, 2, 4, 10, 3, 5, 9, 4, 6, 8];
const WEIGHTS_12 = [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8];

function checkDigit(digits: number[], weights: number[]): number {
  const sum = weights.reduce((acc, w, i) => acc + w * (digits[i] ?? 0), 0);
  return (sum % 11) % 10;
}

/**
 * A Russian taxpayer number: 10 digits for an organisation, 12 for a person or sole trader,
 * with the Federal Tax Service's check digits (one for 10 digits, two for 12).
 */
export function isValidInn(value: string): boolean {
  if (!/^\d{10}$|^\d{12}$/.test(value)) return false;
  const digits = [...value].map(Number);
  if (digits.length === 10) return checkDigit(digits, WEIGHTS_10) === digits[9];
  return (
    checkDigit(digits, WEIGHTS_11) === digits[10] && checkDigit(digits, WEIGHTS_12) === digits[11]
  );
}

/**
 * An ИНН as pasted from a requisites card or a PDF: spaces (ordinary, no-break, thin) and
 * hyphens grouping the digits are dropped, so «7707 083 893» is checked as 7707083893.
 */
export function compactInn(typed: string): string {
  return typed.replace(/[\s\u00a0\u2009\u202f-]/g, '');
}
