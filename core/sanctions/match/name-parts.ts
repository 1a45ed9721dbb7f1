import { phoneticKey } from '../../companies/phonetic-key';
import { wordClass, type WordClass } from './name-words';

/** How much a generic word weighs against a distinctive one (1). */
const GENERIC_WEIGHT = 0.4;

/** One word of a name as it is compared. */
export interface NamePart {
  text: string;
  /** Sound key (phonetic-key.ts) for Latin words of four letters or more, else ''. */
  phonetic: string;
  kind: WordClass;
  weight: number;
}

/** The parts a name's words are compared by; legal forms and joining words are left out. */
export interface NameParts {
  /** Distinctive and generic words, or every word when nothing else is left. */
  parts: NamePart[];
  /** The kept words run together ('al qaida' → 'alqaida'), for names split differently. */
  joined: string;
  /** Whether legal-form words were left out. */
  hadLegalForm: boolean;
}

const LATIN_WORD = /^[a-z0-9]+$/;

function part(text: string): NamePart {
  const kind = wordClass(text);
  const phonetic = text.length >= 4 && LATIN_WORD.test(text) ? phoneticKey(text) : '';
  return { text, phonetic, kind, weight: kind === 'generic' ? GENERIC_WEIGHT : 1 };
}

/** Parts already made, shared by the names of an index: the lists repeat their words a lot. */
export type PartCache = Map<string, NamePart>;

/** A folded name key (foldWords output) as parts. */
export function namePartsOf(key: string, cache?: PartCache): NameParts {
  const all = key
    .split(' ')
    .filter(Boolean)
    .map((word) => {
      let made = cache?.get(word);
      if (!made) {
        made = part(word);
        cache?.set(word, made);
      }
      return made;
    });
  const kept = all.filter((p) => p.kind === 'word' || p.kind === 'generic');
  const parts = kept.length ? kept : all;
  return {
    parts,
    joined: parts.map((p) => p.text).join(''),
    hadLegalForm: all.some((p) => p.kind === 'legal'),
  };
}
