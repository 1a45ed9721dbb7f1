import { foldText } from '../../../core/companies/fold-text';

// Russian, Ukrainian, Belarusian and Kazakh letters, in the simple style of passports and
// company registers (ж → zh, ц → ts, щ → shch).
const CYRILLIC: Record<string, string> = Object.fromEntries(
  (
    'а a|б b|в v|г g|д d|е e|ё e|ж zh|з z|и i|й y|к k|л l|м m|н n|о o|п p|р r|с s|т t|у u|ф f|' +
    'х kh|ц ts|ч ch|ш sh|щ shch|ъ |ы y|ь |э e|ю yu|я ya|і i|ї yi|є ye|ґ g|ў u|ә a|ғ g|қ q|ң n|' +
    'ө o|ұ u|ү u|һ h'
  )
    .split('|')
    .map((pair) => pair.split(' ') as [string, string]),
);

/** Cyrillic to Latin letters, keeping the case of each letter. */
export function transliterate(text: string): string {
  return [...text]
    .map((ch) => {
      const lower = ch.toLowerCase();
      const latin = CYRILLIC[lower];
      if (latin === undefined) return ch;
      return ch === lower ? latin : latin.charAt(0).toUpperCase() + latin.slice(1);
    })
    .join('');
}

/** An ASCII slug for a web domain: «Алатау Логистик» → alataulogistik, Müller → muller. */
export function domainSlug(text: string, maxLength = 20): string {
  return (
    foldText(transliterate(text))
      .replace(/[^a-z0-9]/g, '')
      .slice(0, maxLength) || 'company'
  );
}
