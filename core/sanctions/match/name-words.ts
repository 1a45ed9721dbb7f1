import { foldWords } from '../../companies/fold-text';
import {
  EUROPEAN_FORMS,
  EUROPEAN_FORMS_BY_COUNTRY,
  LEGAL_FORMS,
  LEGAL_FORMS_BY_LANGUAGE,
} from '../../companies/legal-forms-data';
import { toLatin } from '../../companies/transliterate';

/**
 * How a word of a name counts: a legal form ('llc', 'obshchestvo') or a joining word ('of',
 * 'de') hardly identifies anyone and is left out of the comparison; a generic word ('trading',
 * 'bank') counts for less than a distinctive one.
 */
export type WordClass = 'legal' | 'stop' | 'generic' | 'word';

/**
 * Forms the lists write that the company search's per-country tables (legal-forms-data.ts)
 * spell differently or not at all: Russian forms in English words and their Latin letters,
 * free-zone forms of the Emirates, OFAC's Spanish and Turkish abbreviations.
 */
// prettier-ignore
const LIST_FORMS = [
  'open joint stock company', 'closed joint stock company', 'public joint stock company',
  'joint stock company', 'limited liability company', 'private joint stock company', 'jsco',
  'obshchestvo s ogranichennoi otvetstvennostyu', 'otkrytoe aktsionernoe obshchestvo',
  'zakrytoe aktsionernoe obshchestvo', 'publichnoe aktsionernoe obshchestvo', 'ooo', 'oao',
  'zao', 'pao', 'ao', 'tov', 'fze', 'fzco', 'fzc', 'fz', 'fzllc', 'dmcc', 'est', 'establishment',
  'co', 'cia', 'ltda', 'sa de cv', 'tic', 'sti', 'san', 've', 'sirketi', 'anonim', 'pte',
  'sdn bhd', 'pvt', 'private', 'public', 'company', 'corp', 'inc', 'gmbh', 'kg', 'sarl',
];

/** Words that join a name's parts in the languages the lists write names in. */
// prettier-ignore
const STOP_WORDS = [
  'the', 'of', 'and', 'for', 'in', 'at', 'on', 'to', 'by', 'de', 'del', 'la', 'el', 'los', 'las',
  'le', 'les', 'du', 'des', 'et', 'y', 'e', 'und', 'der', 'die', 'das', 'da', 'do', 'dos', 'di',
  // Arabic articles as the lists romanise them ('AL-QAIDA', 'EL SHARIF').
  'al', 'el', 'и', 'в', 'на',
];

/**
 * Words many unrelated companies share: a name that agrees with a listed one only in these
 * is not the same name ('Delta Trading' and 'Omega Trading').
 */
// prettier-ignore
const GENERIC_WORDS = [
  'trading', 'trade', 'traders', 'international', 'intl', 'group', 'holding', 'holdings',
  'general', 'industries', 'industrial', 'industry', 'services', 'service', 'enterprise',
  'enterprises', 'bank', 'banking', 'investment', 'investments', 'finance', 'financial', 'global',
  'world', 'national', 'import', 'export', 'commercial', 'development', 'technology',
  'technologies', 'tech', 'energy', 'oil', 'gas', 'petroleum', 'petrochemical', 'shipping',
  'marine', 'maritime', 'logistics', 'resources', 'capital', 'partners', 'management', 'systems',
  'solutions', 'products', 'electronics', 'engineering', 'construction', 'manufacturing',
  'united', 'new', 'first', 'trust', 'fund', 'foundation', 'insurance', 'airlines', 'air',
  'line', 'lines', 'express', 'transport', 'petro', 'chemical', 'chemicals', 'metals', 'steel',
  'mining', 'motors', 'motor', 'power', 'equipment', 'organization', 'organisation', 'agency',
  'center', 'centre', 'office', 'factory', 'plant', 'works', 'association', 'institute', 'office',
  'exchange', 'ventures', 'consulting', 'solution', 'network', 'media', 'store',
  'stores', 'foods', 'food', 'pharma', 'pharmaceutical', 'pharmaceuticals', 'healthcare',
  'health', 'medical', 'realty', 'real', 'estate', 'properties', 'property', 'bancorp',
  'financiera', 'comercial', 'inversiones', 'grupo', 'sociedad', 'compania', 'empresa',
  'middle', 'east', 'north', 'south', 'west', 'asia', 'europe', 'american',
  'america', 'ship', 'vessel', 'navigation',
];

function addForms(into: Set<string>, text: string) {
  for (const folded of [foldWords(text), foldWords(toLatin(text))]) {
    for (const word of folded.split(' ')) if (word) into.add(word);
  }
}

function buildLegalWords(): Set<string> {
  const words = new Set<string>();
  const forms = [
    ...Object.values(LEGAL_FORMS).flat(),
    ...Object.values(LEGAL_FORMS_BY_LANGUAGE).flat(),
    ...EUROPEAN_FORMS,
    ...Object.values(EUROPEAN_FORMS_BY_COUNTRY).flat(),
  ];
  for (const form of forms) {
    addForms(words, form.abbr);
    addForms(words, form.latin);
    if (form.full) addForms(words, form.full);
  }
  for (const form of LIST_FORMS) addForms(words, form);
  for (const word of GENERIC_WORDS) words.delete(word);
  for (const word of STOP_WORDS) words.delete(word);
  // Words of the spelled-out forms that are distinctive parts of names elsewhere.
  for (const word of ['capital', 'community', 'individual', 'interest', 'profit', 'non'])
    words.delete(word);
  return words;
}

const LEGAL = buildLegalWords();
const STOP = new Set(STOP_WORDS);
const GENERIC = new Set(GENERIC_WORDS);

export function wordClass(word: string): WordClass {
  if (STOP.has(word)) return 'stop';
  if (GENERIC.has(word)) return 'generic';
  if (LEGAL.has(word)) return 'legal';
  return 'word';
}
