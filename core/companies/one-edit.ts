/** What a folded Latin key is made of (fold-text.ts): the letters a to z and the digits. */
const LATIN = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** A folded Latin word, the only kind whose one-edit spellings are listed. */
export function isLatinWord(word: string): boolean {
  return /^[a-z0-9]+$/.test(word);
}

/**
 * Every spelling one edit away from a folded Latin word, as Norvig's spelling corrector lists
 * them: a letter left out, two neighbours swapped, one letter replaced, one letter added. A
 * word of n letters has about 72n of them (some 650 for nine letters); the word itself is not
 * among them. Looked up in the register's vocabulary, they find the word a typo stands for.
 */
export function oneEditSpellings(word: string): string[] {
  if (!isLatinWord(word)) return [];
  const found = new Set<string>();
  for (let i = 0; i <= word.length; i += 1) {
    const head = word.slice(0, i);
    const tail = word.slice(i);
    for (const letter of LATIN) found.add(head + letter + tail);
    if (!tail) continue;
    const rest = tail.slice(1);
    found.add(head + rest);
    for (const letter of LATIN) found.add(head + letter + rest);
    if (rest) found.add(head + rest[0] + tail[0] + rest.slice(1));
  }
  found.delete(word);
  found.delete('');
  return [...found];
}

/**
 * The one-edit spellings of a word of any script, for lookup in the vocabulary: `exact`
 * spellings, and `gaps`, the word split where one letter may have been left out (any letter
 * goes between `head` and `tail`). A folded Latin word has all its spellings listed
 * (oneEditSpellings); a word of another script, whose alphabet may have thousands of letters
 * (Chinese, Japanese), has those with a letter left out or two swapped listed, and its gaps; a
 * letter replaced is left to similarity.
 */
export function oneEditLookups(word: string): {
  exact: string[];
  gaps: { head: string; tail: string }[];
} {
  if (isLatinWord(word)) return { exact: oneEditSpellings(word), gaps: [] };
  const letters = [...word];
  const exact = new Set<string>();
  const gaps: { head: string; tail: string }[] = [];
  const text = (parts: string[]) => parts.join('');
  for (let i = 0; i <= letters.length; i += 1) {
    gaps.push({ head: text(letters.slice(0, i)), tail: text(letters.slice(i)) });
    if (i === letters.length) break;
    exact.add(text([...letters.slice(0, i), ...letters.slice(i + 1)]));
    if (i + 1 < letters.length)
      exact.add(
        text([...letters.slice(0, i), letters[i + 1]!, letters[i]!, ...letters.slice(i + 2)]),
      );
  }
  exact.delete(word);
  exact.delete('');
  return { exact: [...exact], gaps };
}
