import { createRequire } from 'node:module';
import { foldWords } from '../companies/fold-text';

// require() because the bundler drops JSON import attributes, which Node 20 insists on.
const english: unknown = createRequire(import.meta.url)('i18n-iso-countries/langs/en.json');

/**
 * Country names the lists use that i18n-iso-countries does not know (its English names and
 * aliases cover the rest): official long forms, older names and the lists' own spellings.
 */
const LIST_NAMES: Record<string, string> = {
  'iran islamic republic of': 'IR',
  'korea north': 'KP',
  'korea democratic peoples republic of': 'KP',
  'democratic peoples republic of korea': 'KP',
  'korea south': 'KR',
  'republic of korea': 'KR',
  'korea republic of': 'KR',
  burma: 'MM',
  syria: 'SY',
  'syrian arab republic': 'SY',
  'congo democratic republic of the': 'CD',
  'congo democratic republic': 'CD',
  'congo democratic republic of was zaire': 'CD',
  'democratic republic of congo': 'CD',
  'congo republic of the': 'CG',
  'republic of the congo': 'CG',
  'congo republic': 'CG',
  'viet nam': 'VN',
  vietnam: 'VN',
  'russian federation': 'RU',
  russia: 'RU',
  'united kingdom of great britain and northern ireland': 'GB',
  uk: 'GB',
  'united states of america': 'US',
  usa: 'US',
  'venezuela bolivarian republic of': 'VE',
  'bolivia plurinational state of': 'BO',
  'tanzania united republic of': 'TZ',
  'united republic of tanzania': 'TZ',
  'lao peoples democratic republic': 'LA',
  laos: 'LA',
  'moldova republic of': 'MD',
  'republic of moldova': 'MD',
  'the former yugoslav republic of macedonia': 'MK',
  macedonia: 'MK',
  'north macedonia the republic of': 'MK',
  'cote divoire': 'CI',
  'cote d ivoire': 'CI',
  moldova: 'MD',
  brunei: 'BN',
  palestinian: 'PS',
  'region gaza': 'PS',
  'region west bank': 'PS',
  // Crimea is Ukraine's in every list that names it so.
  'region crimea': 'UA',
  'region northern mali': 'ML',
  'ivory coast': 'CI',
  turkiye: 'TR',
  'turkey turkiye': 'TR',
  'palestinian territories': 'PS',
  'occupied palestinian territory': 'PS',
  'state of palestine': 'PS',
  'west bank': 'PS',
  gaza: 'PS',
  'gaza strip': 'PS',
  'west bank and gaza': 'PS',
  'hong kong sar': 'HK',
  'china hong kong special administrative region': 'HK',
  'british virgin islands': 'VG',
  'hong kong china': 'HK',
  macau: 'MO',
  macao: 'MO',
  kosovo: 'XK',
  'cape verde': 'CV',
  swaziland: 'SZ',
  'czech republic': 'CZ',
  'the gambia': 'GM',
  'gambia the': 'GM',
  'bahamas the': 'BS',
  'the netherlands': 'NL',
  'brunei darussalam': 'BN',
  'micronesia federated states of': 'FM',
  'saint vincent and the grenadines': 'VC',
  'st vincent and the grenadines': 'VC',
  'st kitts and nevis': 'KN',
  'st lucia': 'LC',
  'china peoples republic of': 'CN',
  'peoples republic of china': 'CN',
  'taiwan province of china': 'TW',
  'united arab emirates the': 'AE',
  'sudan south': 'SS',
  'east timor': 'TL',
  'bosnia herzegovina': 'BA',
  'antigua barbuda': 'AG',
  'trinidad tobago': 'TT',
  'sao tome principe': 'ST',
  'isle of man': 'IM',
};

type EnglishNames = { countries: Record<string, string | string[]> };

let byName: Map<string, string> | null = null;

function index(): Map<string, string> {
  const map = new Map<string, string>();
  for (const [code, names] of Object.entries((english as EnglishNames).countries)) {
    for (const name of Array.isArray(names) ? names : [names]) map.set(foldWords(name), code);
  }
  for (const [name, code] of Object.entries(LIST_NAMES)) map.set(name, code);
  return map;
}

/**
 * ISO 3166-1 alpha-2 code of a country as a list writes it ('IRAQ', 'Korea, North',
 * 'Iran (Islamic Republic of)', or already a code), or null for a name we do not know
 * ('Region: Crimea', 'Yemen/Saudi Arabia'); a wrong country would mislead the matcher more
 * than a missing one.
 */
export function countryCode(name: string | undefined | null): string | null {
  const text = (name ?? '').trim();
  if (!text) return null;
  byName ??= index();
  if (/^[A-Za-z]{2}$/.test(text)) {
    const code = text.toUpperCase();
    return (english as EnglishNames).countries[code] ? code : null;
  }
  const folded = foldWords(text).replace(/^the /, '');
  return byName.get(folded) ?? null;
}
