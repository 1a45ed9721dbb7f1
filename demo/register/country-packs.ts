import { countries as countriesList } from 'countries-list';
import type { LanguagePack } from './packs/language-pack';
import { PACKS } from './packs/language-packs';

const { ar, az, bg, by, cs, da, de, el, en, es, et, fa, fi, fr, he, hr, hu, hy, id, is, it, ja } =
  PACKS;
const { ka, kg, ko, kz, lt, lv, mk, mn, nl, no, pl, pt, ro, ru, sl, sq, sv, th, tj, tk, tr, uk } =
  PACKS;
const { uz, vi, zh, zhHant } = PACKS;

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
