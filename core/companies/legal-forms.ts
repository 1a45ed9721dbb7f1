import { countries as countriesList } from 'countries-list';
import { foldWords } from './fold-text';
import { LEGAL_FORMS, LEGAL_FORMS_BY_LANGUAGE, type LegalForm } from './legal-forms-data';
import { toLatin } from './transliterate';

export type { LegalForm };

/**
 * Legal-form words removed in every country: international abbreviations that are never the
 * distinctive part of a name. Ambiguous short words (AS, AB, SA, CO...) are removed only in the
 * countries whose forms they are.
 */
const UNIVERSAL_PHRASES = [
  'ltd',
  'limited',
  'llc',
  'l l c',
  'inc',
  'incorporated',
  'corp',
  'corporation',
  'plc',
  'llp',
  'gmbh',
  'co ltd',
  'company limited',
  'pvt ltd',
  'private limited',
  'pty ltd',
  'ооо',
  'тоо',
  'оао',
  'зао',
  'пао',
];

/** Which language's forms a country without its own list uses. */
function countryLanguage(code: string): string | undefined {
  return (countriesList as Record<string, { languages: string[] }>)[code]?.languages[0];
}

/** The legal forms used in a country, most common first. */
export function legalFormsFor(countryCode: string): LegalForm[] {
  const code = countryCode.toUpperCase();
  const own = LEGAL_FORMS[code];
  if (own) return own;
  const language = countryLanguage(code);
  return (language && LEGAL_FORMS_BY_LANGUAGE[language]) || LEGAL_FORMS_BY_LANGUAGE.en!;
}

interface FormMatcher {
  /** Word sequences, longest first. */
  phrases: string[][];
  /** Forms written without spaces (CJK), removed as raw prefixes and suffixes. */
  affixes: string[];
}

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
const matchers = new Map<string, FormMatcher>();

function matcherFor(countryCode: string): FormMatcher {
  const code = countryCode.toUpperCase();
  const cached = matchers.get(code);
  if (cached) return cached;
  const texts = new Set<string>(UNIVERSAL_PHRASES);
  for (const form of legalFormsFor(code)) {
    for (const text of [form.abbr, form.latin, form.full ?? '']) {
      for (const variant of [foldWords(text), foldWords(toLatin(text))]) {
        if (variant) texts.add(variant);
      }
    }
  }
  const affixes = [...texts].filter((t) => CJK.test(t)).sort((a, b) => b.length - a.length);
  const phrases = [...texts]
    .filter((t) => !CJK.test(t))
    .map((t) => t.split(' '))
    .sort((a, b) => b.length - a.length);
  const matcher = { phrases, affixes };
  matchers.set(code, matcher);
  return matcher;
}

function startsWith(words: string[], phrase: string[]): boolean {
  return phrase.every((w, i) => words[i] === w);
}

function endsWith(words: string[], phrase: string[]): boolean {
  const offset = words.length - phrase.length;
  return phrase.every((w, i) => words[offset + i] === w);
}

/**
 * Removes legal-form words from the start and the end of folded words (see foldWords), so
 * that 'muller maschinenbau gmbh co kg' becomes 'muller maschinenbau' and 'тоо алтын дала'
 * becomes 'алтын дала'. A name made only of such words is kept whole.
 */
export function stripLegalForms(folded: string, countryCode: string): string {
  const { phrases, affixes } = matcherFor(countryCode);
  let words = folded.split(' ').filter(Boolean);
  let changed = true;
  while (changed && words.length > 1) {
    changed = false;
    for (const phrase of phrases) {
      if (phrase.length >= words.length) continue;
      if (startsWith(words, phrase)) {
        words = words.slice(phrase.length);
        changed = true;
      } else if (endsWith(words, phrase)) {
        words = words.slice(0, words.length - phrase.length);
        changed = true;
      }
      if (changed) break;
    }
  }
  let text = words.join(' ');
  for (const affix of affixes) {
    if (text.length > affix.length && text.endsWith(affix)) text = text.slice(0, -affix.length);
    if (text.length > affix.length && text.startsWith(affix)) text = text.slice(affix.length);
  }
  return text.trim() || folded;
}
