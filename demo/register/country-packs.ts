import { countries as countriesList } from 'countries-list';
import { by, kg, kz, mk, mn, bg, ru, tj, uk } from './packs/cyrillic';
import type { LanguagePack } from './packs/language-pack';
import { az, cs, et, hr, hu, id, lt, lv, pl, ro, sl, sq, tk, tr, uz, vi } from './packs/latin-east';
import { da, de, en, es, fi, fr, is, it, nl, no, pt, sv } from './packs/latin-west';
import { ar, el, fa, he, hy, ja, ka, ko, th, zh, zhHant } from './packs/other-scripts';

/** Packs by the country's first language (countries-list), where the pack fits the register. */
const BY_LANGUAGE: Record<string, LanguagePack> = {
  de,
  fr,
  it,
  es,
  pt,
  nl,
  sv,
  no,
  da,
  fi,
  is,
  pl,
  cs,
  sk: cs,
  hu,
  ro,
  hr,
  bs: hr,
  sr: hr,
  sl,
  sq,
  et,
  lv,
  lt,
  tr,
  az,
  uz,
  tk,
  id,
  ms: id,
  vi,
  ca: es,
  ru,
  uk,
  bg,
  mk,
  mn,
  el,
  hy,
  ka,
  he,
  ar,
  fa,
  ps: fa,
  zh,
  ja,
  ko,
  th,
  be: by,
  kk: kz,
  ky: kg,
  tg: tj,
};

/** Where the language alone picks the wrong pack. */
const BY_COUNTRY: Record<string, LanguagePack> = {
  AB: ru,
  OS: ru,
  TW: zhHant,
  MO: zhHant,
  HK: en,
  MA: fr,
  DZ: fr,
  TN: fr,
  MR: fr,
  KM: fr,
  DJ: fr,
  BE: fr,
  MT: en,
  IE: en,
  CY: el,
  IN: en,
};

export function packFor(countryCode: string): LanguagePack {
  const code = countryCode.toUpperCase();
  const language = (countriesList as Record<string, { languages: string[] }>)[code]?.languages[0];
  return BY_COUNTRY[code] ?? (language ? BY_LANGUAGE[language] : undefined) ?? en;
}
