/**
 * A registration or tax number as compared: upper case, letters and digits only (spaces,
 * dots, dashes, slashes and the like dropped), leading zeros of an all-digit number dropped so
 * that '07687209' and '7687209' are the same company number. Empty input gives null.
 */
export function numberKey(value: string | null | undefined): string | null {
  if (!value) return null;
  const key = value
    .normalize('NFKC')
    .toUpperCase()
    .replace(/[^\p{L}\p{N}]/gu, '');
  if (!key) return null;
  return /^\d+$/.test(key) ? key.replace(/^0+(?=\d)/, '') : key;
}

/** VAT prefixes that differ from the ISO code, or that carry more than the code. */
const VAT_PREFIXES: Record<string, RegExp> = {
  GR: /^(?:EL|GR)(?=\d)/,
  AT: /^(?:AT)?U(?=\d)/,
  CH: /^CHE(?=\d)/,
  LI: /^(?:LI|CHE)(?=\d)/,
  GB: /^(?:GB|XI)(?=\d|GD|HA)/,
  MC: /^FR(?=\w)/,
  IM: /^GB(?=\d)/,
};

/** Suffixes some countries write after the VAT number (CHE-123.456.789 MWST, 123456789MVA). */
const VAT_SUFFIXES: Record<string, RegExp> = {
  CH: /(?:MWST|TVA|IVA)$/,
  LI: /(?:MWST|TVA|IVA)$/,
  NO: /MVA$/,
};

const genericPrefixes = new Map<string, RegExp>();

/** The ISO code itself, followed by at least four characters of number. */
function genericPrefix(code: string): RegExp {
  if (!/^[A-Z]{2}$/.test(code)) return /^(?!)/;
  let re = genericPrefixes.get(code);
  if (!re) {
    re = new RegExp(`^${code}(?=[\\p{L}\\p{N}]{4})`, 'u');
    genericPrefixes.set(code, re);
  }
  return re;
}

/**
 * A VAT number as compared: numberKey without the country prefix ('DE 123 456 789' and
 * '123456789' give '123456789'; Greece's 'EL', Austria's 'ATU', Switzerland's 'CHE ... MWST').
 */
export function vatKey(value: string | null | undefined, countryCode: string): string | null {
  const compact = value
    ?.normalize('NFKC')
    .toUpperCase()
    .replace(/[^\p{L}\p{N}]/gu, '');
  if (!compact) return null;
  const code = countryCode.toUpperCase();
  const prefix = VAT_PREFIXES[code] ?? genericPrefix(code);
  let key = compact.replace(prefix, '');
  const suffix = VAT_SUFFIXES[code];
  if (suffix && key.length > 4) key = key.replace(suffix, '');
  return numberKey(key);
}

/** Digits only, for comparing phone numbers; null when there are none. */
export function phoneKey(value: string | null | undefined): string | null {
  const digits = value?.replace(/\D/g, '') ?? '';
  return digits || null;
}
