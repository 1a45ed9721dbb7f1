/** A number as compared: upper-case letters and digits only ('No. 123-45 a' → 'NO12345A'). */
export function normalizeIdentifier(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^\p{L}\p{N}]/gu, '');
}
