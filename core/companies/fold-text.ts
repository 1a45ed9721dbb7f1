/** Letters that Unicode does not decompose into a base letter and a mark. */
const SPECIAL_LETTERS: Record<string, string> = {
  ß: 'ss',
  ẞ: 'ss',
  æ: 'ae',
  Æ: 'ae',
  œ: 'oe',
  Œ: 'oe',
  ø: 'o',
  Ø: 'o',
  đ: 'd',
  Đ: 'd',
  ð: 'd',
  Ð: 'd',
  þ: 'th',
  Þ: 'th',
  ł: 'l',
  Ł: 'l',
  ı: 'i',
  // Azerbaijani schwa, which Unicode does not decompose either.
  ə: 'e',
  Ə: 'e',
  ħ: 'h',
  Ħ: 'h',
  ŋ: 'n',
  Ŋ: 'n',
  ŧ: 't',
  Ŧ: 't',
  ŀ: 'l',
  Ŀ: 'l',
};
const SPECIAL_RE = new RegExp(`[${Object.keys(SPECIAL_LETTERS).join('')}]`, 'g');
const ASCII = /^[\t\n\r\x20-\x7e]*$/;

/**
 * Lower case without accents: 'Müller Ærø Łódź' → 'muller aero lodz', 'Ёлка' → 'елка'.
 * Only the combining marks of Latin, Greek and Cyrillic (U+0300–U+036F) are dropped, so the
 * vowel signs of Thai, Devanagari or Arabic, which are marks too, stay part of their words.
 */
export function foldText(text: string): string {
  if (ASCII.test(text)) return text.toLowerCase();
  return text
    .replace(SPECIAL_RE, (ch) => SPECIAL_LETTERS[ch] ?? ch)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC')
    .toLowerCase();
}

/** Folded text with every run of non-letters and non-digits turned into one space. */
export function foldWords(text: string): string {
  if (ASCII.test(text)) {
    return text
      .toLowerCase()
      .replace(/['`]/g, '')
      .replace(/[^a-z0-9]+/g, ' ')
      .trim();
  }
  return (
    foldText(text)
      // L'Oréal → loreal: an apostrophe joins a word rather than splitting it.
      .replace(/['’ʼ`´]/g, '')
      .replace(/[^\p{L}\p{N}\p{M}]+/gu, ' ')
      .trim()
  );
}
