import { transliterate as transliterateAny } from 'transliteration';

/**
 * Lower-case letter → Latin. Cyrillic follows the common passport-style romanisation that
 * users type (ж zh, х kh, ц ts, щ shch, ю yu, я ya), extended with the letters of the other
 * Cyrillic alphabets of the CIS and the Balkans; Greek, Georgian and Armenian follow their
 * national systems. Scripts without a table here (CJK, Hangul, Arabic, Hebrew, Thai...) go
 * through the `transliteration` package, which gives pinyin for Chinese and Revised
 * Romanisation for Korean.
 */
// prettier-ignore
const BASE: Record<string, string> = {
  // Russian
  а: 'a', б: 'b', в: 'v', г: 'g', д: 'd', е: 'e', ё: 'e', ж: 'zh', з: 'z', и: 'i', й: 'y',
  к: 'k', л: 'l', м: 'm', н: 'n', о: 'o', п: 'p', р: 'r', с: 's', т: 't', у: 'u', ф: 'f',
  х: 'kh', ц: 'ts', ч: 'ch', ш: 'sh', щ: 'shch', ъ: '', ы: 'y', ь: '', э: 'e', ю: 'yu', я: 'ya',
  // Ukrainian, Belarusian
  є: 'ye', і: 'i', ї: 'yi', ґ: 'g', ў: 'u',
  // Kazakh, Kyrgyz, Tajik, Uzbek, Mongolian, Bashkir/Tatar
  ә: 'a', ғ: 'g', қ: 'k', ң: 'n', ө: 'o', ұ: 'u', ү: 'u', һ: 'h', ӣ: 'i', ӯ: 'u', ҳ: 'h',
  ҷ: 'j', ҙ: 'z', ҫ: 's', ӊ: 'n', ҝ: 'g', ӂ: 'zh',
  // Azerbaijani Latin schwa (outside the Latin blocks the fast path knows)
  ə: 'e',
  // Serbian, Macedonian
  ђ: 'dj', ј: 'j', љ: 'lj', њ: 'nj', ћ: 'c', џ: 'dz', ѓ: 'gj', ќ: 'kj', ѕ: 'dz',
  // Greek (ELOT 743, simplified)
  α: 'a', β: 'v', γ: 'g', δ: 'd', ε: 'e', ζ: 'z', η: 'i', θ: 'th', ι: 'i', κ: 'k', λ: 'l',
  μ: 'm', ν: 'n', ξ: 'x', ο: 'o', π: 'p', ρ: 'r', σ: 's', ς: 's', τ: 't', υ: 'y', φ: 'f',
  χ: 'ch', ψ: 'ps', ω: 'o', ά: 'a', έ: 'e', ή: 'i', ί: 'i', ό: 'o', ύ: 'y', ώ: 'o', ϊ: 'i',
  ΐ: 'i', ϋ: 'y', ΰ: 'y',
  // Georgian (national system of 2002)
  ა: 'a', ბ: 'b', გ: 'g', დ: 'd', ე: 'e', ვ: 'v', ზ: 'z', თ: 't', ი: 'i', კ: 'k', ლ: 'l',
  მ: 'm', ნ: 'n', ო: 'o', პ: 'p', ჟ: 'zh', რ: 'r', ს: 's', ტ: 't', უ: 'u', ფ: 'p', ქ: 'k',
  ღ: 'gh', ყ: 'q', შ: 'sh', ჩ: 'ch', ც: 'ts', ძ: 'dz', წ: 'ts', ჭ: 'ch', ხ: 'kh', ჯ: 'j',
  ჰ: 'h',
  // Armenian
  ա: 'a', բ: 'b', գ: 'g', դ: 'd', ե: 'e', զ: 'z', է: 'e', ը: 'y', թ: 't', ժ: 'zh', ի: 'i',
  լ: 'l', խ: 'kh', ծ: 'ts', կ: 'k', հ: 'h', ձ: 'dz', ղ: 'gh', ճ: 'ch', մ: 'm', յ: 'y', ն: 'n',
  շ: 'sh', ո: 'o', չ: 'ch', պ: 'p', ջ: 'j', ռ: 'r', ս: 's', վ: 'v', տ: 't', ր: 'r', ց: 'ts',
  ւ: 'v', փ: 'p', ք: 'k', և: 'ev', օ: 'o', ֆ: 'f',
};

/** Where a language reads a shared letter differently. */
const BY_LANGUAGE: Record<string, Record<string, string>> = {
  uk: { г: 'h', и: 'y', і: 'i', щ: 'shch' },
  be: { г: 'h', и: 'i' },
  bg: { щ: 'sht', ъ: 'a', ю: 'yu', я: 'ya' },
  sr: { ц: 'c', ч: 'c', ш: 's', ж: 'z', х: 'h' },
  mk: { ц: 'c', ч: 'c', ш: 's', ж: 'z', х: 'h' },
  kk: { х: 'h', қ: 'q' },
  uz: { ў: 'o', қ: 'q', х: 'x', ғ: 'g' },
};

/** Digraphs read as one sound: Armenian ու, Greek ου, αυ, ευ. */
const DIGRAPHS: [RegExp, string][] = [
  [/ու/g, 'u'],
  [/ՈՒ|Ու/g, 'U'],
  [/ου|ού/g, 'ou'],
  [/ΟΥ|Ου|Ού/g, 'Ou'],
  [/αυ|αύ/g, 'av'],
  [/Αυ|Αύ|ΑΥ/g, 'Av'],
  [/ευ|εύ/g, 'ev'],
  [/Ευ|Εύ|ΕΥ/g, 'Ev'],
];

/**
 * A character outside Latin letters, their marks and general punctuation. A plain character
 * class: Unicode script properties are several times slower, and this runs for every row of
 * an import.
 */
const OTHER_SCRIPT = /[^\t\n\r\u0020-\u024f\u1e00-\u1eff\u2000-\u2bff\p{Mn}]/u;

/** Letter → Latin for both cases, per language; built once. */
const tables = new Map<string, Map<string, string>>();

function tableFor(language: string | undefined): Map<string, string> {
  const key = language ?? '';
  let table = tables.get(key);
  if (table) return table;
  table = new Map();
  const entries = { ...BASE, ...((language && BY_LANGUAGE[language]) || {}) };
  for (const [lower, latin] of Object.entries(entries)) {
    table.set(lower, latin);
    const upper = lower.toUpperCase();
    if (upper !== lower) table.set(upper, latin && latin.charAt(0).toUpperCase() + latin.slice(1));
  }
  tables.set(key, table);
  return table;
}

/**
 * Text in Latin script, keeping case where the source script has it:
 * 'ТОО «Алтын Дала»' → 'TOO «Altyn Dala»', 'Αθήνα' → 'Athina', '北京' → 'Bei Jing'.
 * `language` (ISO 639-1) picks a language's reading of shared letters (Ukrainian г is h).
 */
export function toLatin(text: string, language?: string): string {
  if (!OTHER_SCRIPT.test(text)) return text;
  const table = tableFor(language);
  let source = text;
  for (const [re, latin] of DIGRAPHS) source = source.replace(re, latin);
  let result = '';
  for (const ch of source) result += table.get(ch) ?? ch;
  return OTHER_SCRIPT.test(result) ? transliterateAny(result) : result;
}

/** Whether the text has letters of a script other than Latin. */
export function hasNonLatin(text: string): boolean {
  return OTHER_SCRIPT.test(text);
}

/**
 * Whether the text's letters of other scripts all have a Latin letter of their own in the
 * tables above (Cyrillic, Greek, Georgian, Armenian): their transliteration keeps each letter
 * in its place, a typo included. Chinese or Japanese go through syllables instead.
 */
export function transliteratesByLetter(text: string): boolean {
  const table = tableFor(undefined);
  for (const ch of text) if (OTHER_SCRIPT.test(ch) && !table.has(ch)) return false;
  return true;
}
