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

/** Formats whose registration number is contained in the VAT number, as (VAT key → reg key). */
const REG_FROM_VAT: Record<string, (key: string) => string | null> = {
  // TVA: two check digits (or letters) before the SIREN.
  FR: (key) => (/^[0-9A-Z]{2}\d{9}$/.test(key) ? key.slice(2) : null),
  MC: (key) => (/^[0-9A-Z]{2}\d{9}$/.test(key) ? key.slice(2) : null),
  // Momsregistreringsnummer: the organisationsnummer followed by 01.
  SE: (key) => (/^\d{10}01$/.test(key) ? key.slice(0, 10) : null),
  // UID: the register keeps it with its CHE prefix.
  CH: (key) => (/^\d{9}$/.test(key) ? `CHE${key}` : null),
  LI: (key) => (/^\d{9}$/.test(key) ? `CHE${key}` : null),
};

/**
 * Registers whose numbers carry a type prefix that people leave out: «123456» is looked up as
 * «HRB 123456», «HRA 123456» … (the number alone is no company's number in these registers).
 */
const REGISTER_PREFIXES: Record<string, readonly string[]> = {
  DE: ['HRB', 'HRA', 'GNR', 'PR', 'VR'],
  AT: ['FN'],
};
/** Shorter numbers alone are too likely to be a fragment to try under every prefix. */
const PREFIXED_MIN_LENGTH = 3;

const LETTERS_ONLY = /^\p{L}+$/u;
/** A word after the number as long as a court's or town's name, not a check letter («123456 a»). */
const TRAILING_WORD_MIN_LENGTH = 4;

/**
 * The number without the words written around it in an extract or a letterhead: the court
 * before it («Amtsgericht München HRB 123456» → «MÜNCHENHRB123456», «HRB123456», «123456»), the
 * register's name («KvK 12345678»), a town after it («HRB 123456 München»). Each leading word
 * dropped gives one key; a word holding a digit ends the dropping, so numbers such as
 * «J40/1234/2015» are never cut.
 */
function keysWithoutWords(value: string): string[] {
  const tokens = value
    .normalize('NFKC')
    .toUpperCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  let end = tokens.length;
  while (
    end > 1 &&
    LETTERS_ONLY.test(tokens[end - 1]!) &&
    tokens[end - 1]!.length >= TRAILING_WORD_MIN_LENGTH &&
    tokens.slice(0, end - 1).some((t) => /\p{N}/u.test(t))
  ) {
    end -= 1;
  }
  const keys: string[] = [];
  if (end < tokens.length) keys.push(tokens.slice(0, end).join(''));
  for (let start = 0; start < end - 1 && LETTERS_ONLY.test(tokens[start]!); start += 1) {
    keys.push(tokens.slice(start + 1, end).join(''));
  }
  return keys;
}

/**
 * Every key a typed number may be stored under in the country's register: as typed (letters
 * and digits), without the VAT prefix and suffix, the registration number a VAT number
 * contains ('FR 94 855200887' → '855200887', 'CHE-105.909.036 MWST' → 'CHE105909036'), without
 * the words around it (the court, the register's name) and, typed without its register's
 * prefix, under each prefix of the country's register ('123456' → 'HRB123456').
 */
export function numberSearchKeys(value: string | null | undefined, countryCode: string): string[] {
  const keys = new Set<string>();
  const plain = numberKey(value);
  const vat = vatKey(value, countryCode);
  for (const key of [plain, vat]) if (key) keys.add(key);
  for (const typed of value ? keysWithoutWords(value) : []) {
    const key = numberKey(typed);
    if (key) keys.add(key);
  }
  const prefixes = REGISTER_PREFIXES[countryCode.toUpperCase()] ?? [];
  if (plain && /^\d/.test(plain) && plain.length >= PREFIXED_MIN_LENGTH) {
    for (const prefix of prefixes) keys.add(`${prefix}${plain}`);
  }
  const toReg = REG_FROM_VAT[countryCode.toUpperCase()];
  if (toReg && vat) {
    const reg = toReg(vat);
    if (reg) keys.add(numberKey(reg) ?? reg);
  }
  return [...keys];
}

/** Digits only, for comparing phone numbers; null when there are none. */
export function phoneKey(value: string | null | undefined): string | null {
  const digits = value?.replace(/\D/g, '') ?? '';
  return digits || null;
}
