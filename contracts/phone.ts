/**
 * Phone numbers of the order and contact forms (free of zod, so a page showing a number or the
 * hint does not load the schemas; the field itself is in phone-field.ts): typed the way people type them (+7 (916) 555-12-34,
 * 8 916 555-12-34, +49 30 1234567, 0049 …) and stored as one form, "+" and the digits, so
 * staff can call and search them alike.
 */

/** E.164: at most 15 digits with the country code; the shortest real numbers have 7. */
const MIN_DIGITS = 7;
const MAX_DIGITS = 15;
/** Russia and Kazakhstan share country code 7 and ten-digit national numbers. */
const CODE_7_DIGITS = 11;

/** What people put between digits; anything else (letters, slashes, a second "+") is refused. */
const TYPED_PHONE = /^\+?[\d\s().-]+$/;

/** The digits as dialled, turned into country code and number, or null when they are not. */
function internationalDigits(digits: string, hasPlus: boolean): string | null {
  if (hasPlus) return digits;
  // Dialling abroad: 00 in most of the world, 8 10 in Russia's old plan.
  if (digits.startsWith('00')) return digits.slice(2);
  if (digits.startsWith('810') && digits.length > CODE_7_DIGITS) return digits.slice(3);
  // A Russian number: 8 (trunk prefix) or 7, then ten digits; or the ten digits alone.
  if (digits.length === CODE_7_DIGITS && /^[78]/.test(digits)) return `7${digits.slice(1)}`;
  if (digits.length === CODE_7_DIGITS - 1 && /^[3489]/.test(digits)) return `7${digits}`;
  return null;
}

/**
 * A stored number as people read it: Russian and Kazakh ones grouped the Russian way
 * (+7 916 555-12-34); others, whose grouping depends on the country, as stored.
 */
export function formatPhone(stored: string): string {
  const ru = /^\+7(\d{3})(\d{3})(\d{2})(\d{2})$/.exec(stored);
  return ru ? `+7 ${ru[1]} ${ru[2]}-${ru[3]}-${ru[4]}` : stored;
}

/**
 * "+<digits>" for a number with its country code or a Russian one written the Russian way;
 * null for anything that cannot be dialled as typed (a local number, too few digits, letters).
 */
export function normalizePhone(typed: string): string | null {
  const trimmed = typed.trim();
  if (!TYPED_PHONE.test(trimmed)) return null;
  const digits = trimmed.replace(/\D/g, '');
  const international = internationalDigits(digits, trimmed.startsWith('+'));
  if (!international || international.startsWith('0')) return null;
  if (international.length < MIN_DIGITS || international.length > MAX_DIGITS) return null;
  if (international.startsWith('7') && international.length !== CODE_7_DIGITS) return null;
  return `+${international}`;
}

/** Longest phone a form takes as typed, spaces and brackets included. */
export const PHONE_TYPED_MAX = 30;

/** The hint under every phone field: the formats the one phone rule takes. */
export const PHONE_HINT = 'Например, +7 916 555-12-34; иностранный номер — с кодом страны';
