import { countries as countriesList } from 'countries-list';
import { foldWords } from './fold-text';
import {
  EUROPEAN_FORMS,
  EUROPEAN_FORMS_BY_COUNTRY,
  LEGAL_FORMS,
  LEGAL_FORMS_BY_LANGUAGE,
  type LegalForm,
} from './legal-forms-data';
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

/** The legal forms of a country's own law, most common first. */
function nationalForms(code: string): LegalForm[] {
  const own = LEGAL_FORMS[code];
  if (own) return own;
  const language = countryLanguage(code);
  return (language && LEGAL_FORMS_BY_LANGUAGE[language]) || LEGAL_FORMS_BY_LANGUAGE.en!;
}

/** The legal forms used in a country, most common first; in the EU and EEA, then SE and SCE. */
export function legalFormsFor(countryCode: string): LegalForm[] {
  const code = countryCode.toUpperCase();
  const european = EUROPEAN_FORMS_BY_COUNTRY[code];
  return european ? [...nationalForms(code), ...EUROPEAN_FORMS, ...european] : nationalForms(code);
}

interface FormMatcher {
  /** Word sequences by their first word, longest first. */
  byFirst: Map<string, string[][]>;
  /** Word sequences by their last word, longest first. */
  byLast: Map<string, string[][]>;
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
  /** Spelled-out forms that are forms only after the name (LegalForm.trailing). */
  const trailing = new Set<string>();
  for (const form of legalFormsFor(code)) {
    // A template's words around the name are form words too: 'บริษัท {name} จำกัด'.
    const around = form.template?.split('{name}') ?? [];
    for (const text of [form.abbr, form.latin, form.full ?? '', ...around]) {
      const into = form.trailing && text === form.full ? trailing : texts;
      for (const variant of [foldWords(text), foldWords(toLatin(text))]) {
        if (!variant) continue;
        into.add(variant);
        // 'SAS' is also written 'S.A.S.' (folded 's a s'), and 'S.à r.l.' also 'SARL'.
        if (/^[a-z]{2,5}$/.test(variant)) into.add(variant.split('').join(' '));
        if (/^(?:[a-z]{1,2} )+[a-z]{1,2}$/.test(variant)) into.add(variant.replaceAll(' ', ''));
      }
    }
  }
  for (const text of texts) trailing.delete(text);
  const affixes = [...texts].filter((t) => CJK.test(t)).sort((a, b) => b.length - a.length);
  const byLength = (all: Set<string>) =>
    [...all]
      .filter((t) => !CJK.test(t))
      .map((t) => t.split(' '))
      .sort((a, b) => b.length - a.length);
  const byFirst = new Map<string, string[][]>();
  const byLast = new Map<string, string[][]>();
  for (const phrase of byLength(texts)) {
    byFirst.set(phrase[0]!, [...(byFirst.get(phrase[0]!) ?? []), phrase]);
  }
  for (const phrase of byLength(new Set([...texts, ...trailing]))) {
    byLast.set(phrase.at(-1)!, [...(byLast.get(phrase.at(-1)!) ?? []), phrase]);
  }
  const matcher = { byFirst, byLast, affixes };
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
  const { byFirst, byLast, affixes } = matcherFor(countryCode);
  let words = folded.split(' ').filter(Boolean);
  let changed = true;
  while (changed && words.length > 1) {
    changed = false;
    const head = byFirst
      .get(words[0]!)
      ?.find((p) => p.length < words.length && startsWith(words, p));
    if (head) {
      words = words.slice(head.length);
      changed = true;
      continue;
    }
    const tail = byLast
      .get(words.at(-1)!)
      ?.find((p) => p.length < words.length && endsWith(words, p));
    if (tail) {
      words = words.slice(0, words.length - tail.length);
      changed = true;
    }
  }
  let text = words.join(' ');
  for (const affix of affixes) {
    if (text.length > affix.length && text.endsWith(affix)) text = text.slice(0, -affix.length);
    if (text.length > affix.length && text.startsWith(affix)) text = text.slice(affix.length);
  }
  return text.trim() || folded;
}
