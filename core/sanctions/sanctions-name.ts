import type {
  SanctionsName,
  SanctionsNameQuality,
  SanctionsNameType,
} from '../../contracts/sanctions-entry';

/** Scripts the lists write names in, tried in this order; others are named by the first. */
const SCRIPTS = [
  'Latin',
  'Cyrillic',
  'Arabic',
  'Han',
  'Hangul',
  'Greek',
  'Hebrew',
  'Georgian',
  'Armenian',
  'Thai',
  'Devanagari',
  'Hiragana',
  'Katakana',
] as const;
const SCRIPT_RES = SCRIPTS.map(
  (script) => [script, new RegExp(`\\p{Script=${script}}`, 'u')] as const,
);
const LETTER = /\p{L}/u;

/** The script of a name's letters: 'Latin', 'Cyrillic'…, 'Mixed' for several, 'Other'. */
export function scriptOf(name: string): string {
  const found = SCRIPT_RES.filter(([, re]) => re.test(name)).map(([script]) => script);
  // Japanese mixes kanji and kana; Korean may carry hanja: one writing system each.
  const scripts = found.filter(
    (s) =>
      !(
        found.length > 1 &&
        s === 'Han' &&
        (found.includes('Hiragana') || found.includes('Katakana') || found.includes('Hangul'))
      ),
  );
  if (scripts.length === 1) return scripts[0]!;
  if (scripts.length > 1) return 'Mixed';
  return LETTER.test(name) ? 'Other' : 'Latin';
}

/** Runs of white space (line breaks in the XML lists included) as one space. */
function cleanText(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** A name of an entry, or null when the list left it blank. */
export function sanctionsName(
  raw: string | undefined | null,
  type: SanctionsNameType,
  quality: SanctionsNameQuality,
  language?: string,
): SanctionsName | null {
  const name = cleanText(raw ?? '');
  if (!name) return null;
  const result: SanctionsName = { name, type, quality, script: scriptOf(name) };
  const lang = cleanText(language ?? '');
  if (lang) result.language = lang;
  return result;
}
