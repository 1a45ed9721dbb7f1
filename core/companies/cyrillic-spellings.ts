import { readingGroups, readingLanguages } from './cyrillic-readings';

/**
 * Russian writes a foreign name by sound, so one Cyrillic spelling stands for several Latin
 * ones: «Пежо» is Peugeot (е for eu, ж for ge, a silent t), «Гобен» is Gobain (е for ai),
 * «Карфур» is Carrefour (one р for rr, a silent e). cyrillic-readings.ts gives the most likely
 * spelling per language; this gives all of them at once, as a regular expression over the
 * register's words: each Cyrillic letter group stands for any of its spellings in the language,
 * a consonant may be doubled, and a word may end in the letters the language leaves unspoken.
 * Only what transcription rules allow is listed: no brand names, no per-company spellings.
 */

type Alternatives = Record<string, string[]>;

/** Spellings besides the reading's own, per language (folded Latin: no accents). */
// prettier-ignore
const ALTERNATIVES: Record<string, Alternatives> = {
  // French: е ← e, ai, ei, eu (Пежо → Peugeot); о ← o, au, eau; ж ← j, g, ge; к ← c, qu, k.
  fr: {
    а: ['a', 'ha'], е: ['e', 'ai', 'ei', 'eu', 'ee'], э: ['e', 'ai', 'ei', 'he'], и: ['i', 'y', 'hi'],
    о: ['o', 'au', 'eau', 'ho'], у: ['ou', 'hou'], ю: ['u', 'ue'], ё: ['eu', 'oeu'], ы: ['y', 'i'],
    я: ['ia', 'ya'], й: ['y', 'il', 'ill', 'i'], ж: ['j', 'g', 'ge'], ш: ['ch', 'sch'],
    ч: ['tch'], к: ['c', 'k', 'q', 'qu', 'ck'], с: ['s', 'c', 'sc'], з: ['z', 's'],
    ф: ['f', 'ph'], г: ['g', 'gu'], кс: ['x', 'cc', 'cs'], нь: ['gn'], ль: ['l', 'il'],
    сь: ['ci', 'si'],
    ен: ['ain', 'ein', 'in', 'en', 'ent'], ан: ['an', 'en', 'am', 'em'], он: ['on', 'om'],
  },
  // English: и ← i, ee, ea; ай ← i, igh; эй ← a, ai, ay; к ← c, k, ck; дж ← j, g.
  en: {
    а: ['a', 'u'], е: ['e', 'a', 'ea'], э: ['a', 'e'], и: ['i', 'ee', 'ea', 'y', 'e'],
    о: ['o', 'oa', 'ow', 'au', 'aw', 'oe'], у: ['u', 'oo', 'ou'], ю: ['u', 'ew', 'eu'],
    ай: ['i', 'y', 'ai', 'igh', 'ie'], эй: ['a', 'ai', 'ay', 'ei'], ой: ['oy', 'oi'], ау: ['ow', 'ou'],
    й: ['y', 'i'], ж: ['j', 'g', 's'], дж: ['j', 'g', 'dg'], ш: ['sh', 'ti', 'ci'],
    ч: ['ch', 'tch'], к: ['c', 'k', 'ck', 'q', 'ch'], кс: ['x', 'cks', 'ks', 'cs'],
    с: ['s', 'c', 'sc'], з: ['z', 's'], ф: ['f', 'ph'], х: ['h', 'wh'], в: ['w', 'v', 'wh'],
  },
  // German: ай ← ei, ai; ой ← eu, au; ю ← u, ue; ц ← z, tz; к ← k, ck, c.
  de: {
    а: ['a', 'ah', 'aa'], е: ['e', 'eh', 'ee', 'a'], э: ['e', 'a'], и: ['i', 'ie', 'y'],
    о: ['o', 'oh', 'oo'], у: ['u', 'uh'], ю: ['u', 'ue', 'ju'], ё: ['o', 'oe'], я: ['ja', 'ia'],
    ай: ['ei', 'ai', 'ey', 'ay'], ей: ['ei', 'ey'], ой: ['eu', 'au'], й: ['j', 'y', 'i'],
    в: ['w', 'v'], ф: ['f', 'v', 'ph', 'pf'], ш: ['sch', 'sh'], ц: ['z', 'tz', 'c'],
    х: ['ch', 'h'], к: ['k', 'ck', 'c', 'ch'], с: ['s', 'z'], кс: ['x', 'chs', 'ks', 'cks'],
  },
  // Swedish, Norwegian, Danish: к ← k, c, ck; кс ← x, cs, ks; ш ← sj, sk, stj; ю ← ju, y.
  sv: {
    е: ['e', 'a'], э: ['e', 'a'], и: ['i', 'y'], у: ['u', 'o'], ю: ['ju', 'y'], ё: ['o', 'jo'],
    к: ['k', 'c', 'ck', 'ch'], кс: ['x', 'cs', 'ks', 'cks'], с: ['s', 'c', 'sc'],
    ш: ['sj', 'sch', 'sk', 'stj', 'ch'], в: ['v', 'w'], ц: ['z', 'ts'],
  },
};

/** Languages that write an unspoken e between consonants (Carrefour: Карфур). */
const MUTE_E = new Set(['fr']);

/** Letters a word may end with unspoken, per language. */
const SILENT_ENDINGS: Record<string, string[]> = {
  fr: ['t', 'd', 's', 'x', 'z', 'e', 'es', 'ts', 'ds', 'ent', 'lt'],
  en: ['e', 'gh'],
  de: ['e', 'h'],
};

const CONSONANT = /^[bcdfghjklmnpqrstvwxz]$/;

const VOWEL = /[аеёиоуыэюя]/;

/** A word's spellings in one language, as an anchored regular expression, and their first letters. */
export interface SpellingPattern {
  pattern: string;
  starts: string[];
}

/** Whether a word of a name key is all Cyrillic letters, the words spellingPattern reads. */
export function isCyrillicWord(word: string): boolean {
  return /^[а-яё]+$/.test(word);
}

/**
 * A Cyrillic word (lower case, folded as a name key) in one language's spellings; null when
 * the word holds anything but Cyrillic letters.
 */
export function spellingPattern(word: string, language: string): SpellingPattern | null {
  if (!isCyrillicWord(word)) return null;
  const { groups, table } = readingGroups(language);
  const extra = ALTERNATIVES[language] ?? {};
  // A group of the reading that only spells its letters' sounds together (French ка → ca) is
  // covered by those letters' alternatives, which it would otherwise hide (к → c, k, qu …).
  const covered = (g: string) => g.length > 1 && !(g in extra) && g[0]! in extra;
  const all = [...new Set([...groups.filter((g) => !covered(g)), ...Object.keys(extra)])].sort(
    (a, b) => b.length - a.length,
  );
  const parts: string[][] = [];
  // A nasal vowel (French ен → ain, in) ends a syllable: «Рено» is re-nault, not «ren-o».
  const nasalBeforeVowel = (g: string, i: number) =>
    g.length > 1 && g.endsWith('н') && VOWEL.test(word[i + g.length] ?? '');
  for (let i = 0; i < word.length;) {
    const group = all.find((g) => word.startsWith(g, i) && !nasalBeforeVowel(g, i));
    if (!group) return null;
    const own = table[group];
    const options = [...new Set([...(own !== undefined ? [own] : []), ...(extra[group] ?? [])])];
    parts.push(options);
    i += group.length;
  }
  // A letter group that is read as nothing (ъ, ь) leaves no part.
  const spelled = parts.filter((options) => options.some(Boolean));
  if (!spelled.length) return null;
  const muteE = MUTE_E.has(language);
  const alternation = (options: string[], last: boolean) => {
    // Russian writes a doubled consonant once: Карфур for Carrefour, Эрикссон for Ericsson.
    const spellings = options
      .filter(Boolean)
      .map((o) => (CONSONANT.test(o) ? `${o}{1,2}` : o))
      .sort((a, b) => b.length - a.length);
    const one = spellings.length === 1 ? spellings[0]! : `(?:${spellings.join('|')})`;
    // An unspoken e after a consonant inside the word: Карфур for Carrefour.
    const consonantal = options.every((o) => !o || CONSONANT.test(o[o.length - 1]!));
    return muteE && consonantal && !last ? `${one}e?` : one;
  };
  const silent = SILENT_ENDINGS[language] ?? [];
  const ending = silent.length ? `(?:${silent.join('|')})?` : '';
  return {
    pattern: `^${spelled.map((options, i) => alternation(options, i === spelled.length - 1)).join('')}${ending}$`,
    starts: [...new Set(spelled[0]!.filter(Boolean).map((o) => o[0]!))].sort(),
  };
}

/** The spelling patterns of a Cyrillic word in the languages read for a country. */
export function cyrillicSpellingPatterns(word: string, countryCode: string): SpellingPattern[] {
  return readingLanguages(countryCode)
    .map((language) => spellingPattern(word, language))
    .filter((p): p is SpellingPattern => p !== null);
}
