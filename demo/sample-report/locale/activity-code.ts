import type { Industry } from '../industries';

/** Which national classification of activities a country's register uses. */
export type ActivityClassification =
  'nace' | 'wz' | 'sic' | 'isic' | 'naics' | 'oked' | 'okved' | 'kved';

const LABELS: Record<ActivityClassification, string> = {
  nace: 'NACE Rev. 2',
  wz: 'WZ 2008',
  sic: 'SIC 2007',
  isic: 'ISIC Rev. 4',
  naics: 'NAICS 2022',
  oked: 'ОКЭД',
  okved: 'ОКВЭД 2',
  kved: 'КВЭД-2010',
};

/** "WZ 2008: 28.29.0" — the code written the way that classification writes it. */
export function formatActivityCode(kind: ActivityClassification, industry: Industry): string {
  const digits = industry.code.replace('.', '');
  const code = {
    nace: industry.code,
    kved: industry.code,
    okved: industry.code,
    wz: `${industry.code}.0`,
    sic: `${digits}0`,
    oked: `${digits}0`,
    isic: digits,
    naics: industry.naics,
  }[kind];
  return `${LABELS[kind]}: ${code}`;
}
