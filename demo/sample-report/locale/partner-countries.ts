/**
 * Countries that appear beside the sample company: where its foreign suppliers, customers and
 * subsidiary are. Russian names here, because the generator runs without the database.
 */
export const PARTNER_COUNTRY_NAMES: Record<string, string> = {
  DE: 'Германия',
  CN: 'Китай',
  IT: 'Италия',
  US: 'США',
  PL: 'Польша',
  TR: 'Турция',
  NL: 'Нидерланды',
  FR: 'Франция',
  KR: 'Республика Корея',
  JP: 'Япония',
  IN: 'Индия',
  AE: 'ОАЭ',
  CZ: 'Чехия',
  AT: 'Австрия',
  SG: 'Сингапур',
  HK: 'Гонконг',
  KZ: 'Казахстан',
  UZ: 'Узбекистан',
  AM: 'Армения',
  BY: 'Беларусь',
  RU: 'Россия',
  CA: 'Канада',
  MX: 'Мексика',
  BR: 'Бразилия',
  CL: 'Чили',
  AR: 'Аргентина',
  ZA: 'ЮАР',
  KE: 'Кения',
  MA: 'Марокко',
  AU: 'Австралия',
  NZ: 'Новая Зеландия',
};

/** Worldwide trade partners for suppliers and customers. */
export const TRADE_PARTNERS = [
  'DE',
  'CN',
  'IT',
  'US',
  'PL',
  'TR',
  'NL',
  'FR',
  'KR',
  'JP',
  'IN',
  'AE',
];

// Where a company of each continent would open a sales subsidiary.
const HUBS: Record<string, string[]> = {
  EU: ['PL', 'CZ', 'AT', 'NL', 'DE', 'FR'],
  AS: ['SG', 'AE', 'HK', 'KZ'],
  NA: ['CA', 'MX', 'US'],
  SA: ['BR', 'CL', 'AR'],
  AF: ['ZA', 'KE', 'MA'],
  OC: ['AU', 'NZ'],
  CIS: ['KZ', 'UZ', 'AM', 'BY'],
};

const CIS = new Set([
  'RU',
  'BY',
  'KZ',
  'KG',
  'UZ',
  'TJ',
  'TM',
  'AM',
  'AZ',
  'MD',
  'AB',
  'OS',
  'GE',
  'UA',
]);

export function subsidiaryHubs(code: string, continent: string | undefined): string[] {
  const hubs = CIS.has(code) ? HUBS.CIS : (HUBS[continent ?? ''] ?? HUBS.EU);
  return (hubs ?? []).filter((hub) => hub !== code);
}
