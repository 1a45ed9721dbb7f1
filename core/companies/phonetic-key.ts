/**
 * A sound key of a folded Latin name, in the spirit of Soundex and Double Metaphone but built
 * for names that reach Latin through Russian: a Cyrillic spelling transliterated letter by
 * letter ('фольксваген' → 'folksvagen') and the register's spelling ('volkswagen') get the same
 * key, and so does a typo that swaps or doubles a vowel ('barcalys', 'barclays').
 *
 * - Vowels (a e i o u y) are dropped, except a word's first letter, which becomes 'a'.
 * - h is dropped except at the start of a word (Russian writes h as х, kh or г: 'хайнекен').
 * - Letters that Russian writes with one letter fall together: v w f ph → f; c k q g ck → k
 *   (c before e, i, y → s); s z ß ts tz → s; sh sch ch zh j → s; x → ks; qu → kf.
 * - A doubled letter counts once: 'ferrari' and 'ferarri' → 'frr' → 'fr'.
 *
 * Words stay apart ('general electric' → 'knrl alktrk'), so a key matches at a word start.
 */
const VOWEL = /[aeiouy]/;

/** Spellings of one sound, replaced before the letters are mapped; order matters. */
const RULES: [RegExp, string][] = [
  [/tsch|shch|sch|dzh|zh|sh|ch|cz|sz|rz|dj|j/g, 'S'],
  [/ph/g, 'f'],
  [/qu/g, 'kf'],
  [/ck/g, 'k'],
  [/kh/g, 'h'],
  [/th/g, 't'],
  [/x/g, 'ks'],
  [/ts|tz/g, 's'],
  [/c(?=[eiy])/g, 's'],
  [/c/g, 'k'],
];

function wordKey(word: string): string {
  let w = word;
  for (const [re, to] of RULES) w = w.replace(re, to);
  let key = '';
  for (let i = 0; i < w.length; i += 1) {
    const ch = w[i]!;
    let mapped: string;
    if (VOWEL.test(ch)) mapped = i === 0 ? 'a' : '';
    else if (ch === 'h') mapped = i === 0 ? 'h' : '';
    else if (ch === 'v' || ch === 'w' || ch === 'f') mapped = 'f';
    else if (ch === 'q' || ch === 'g' || ch === 'k') mapped = 'k';
    else if (ch === 'z' || ch === 'S') mapped = 's';
    else if (/[a-z0-9]/.test(ch)) mapped = ch;
    else mapped = '';
    if (mapped && key.at(-1) !== mapped) key += mapped;
  }
  return key;
}

/** The key of a folded Latin text (foldWords output); '' when nothing is left. */
export function phoneticKey(folded: string): string {
  return folded.split(' ').map(wordKey).filter(Boolean).join(' ');
}

/** The first letters of a name's words ('bayerische motoren werke' → 'bmw'); '' for one word. */
export function initials(folded: string): string {
  const words = folded.split(' ').filter((w) => /^[a-z]/.test(w));
  return words.length >= 2 ? words.map((w) => w[0]).join('') : '';
}
