import type { CountryProfile } from './country-profile';
import { cities, digitPostcode, letters } from './country-profile';
import { arabicPool } from './pools-world';

const sarl = {
  short: 'SARL',
  full: 'общество с ограниченной ответственностью (société à responsabilité limitée)',
  ceo: 'Gérant',
};

export const NORTH_AFRICA: Record<string, CountryProfile> = {
  EG: {
    pool: arabicPool,
    legalForms: [
      {
        short: 'S.A.E.',
        full: 'египетское акционерное общество (sharikat musahama misriya)',
        ceo: 'Chairman and Managing Director',
      },
      { short: 'LLC', full: 'общество с ограниченной ответственностью', ceo: 'General Manager' },
    ],
    cities: cities('Cairo:11|Alexandria:21|Giza:12|10th of Ramadan City:44'),
    postcode: digitPostcode(5),
    register: {
      label: 'Номер в коммерческом реестре',
      authority: (city) => `Commercial Registry Office, ${city}`,
      number: (r) => `${r.int(10000, 199999)}`,
    },
    tax: {
      label: 'Налоговый номер',
      number: (r) => `${r.digits(3)}-${r.digits(3)}-${r.digits(3)}`,
    },
    classification: 'isic',
    banks: ['National Bank of Egypt', 'Banque Misr', 'Commercial International Bank (CIB)'],
    domain: 'com.eg',
  },
  MA: {
    pool: arabicPool,
    legalForms: [sarl],
    cities: cities('Casablanca:20|Tanger:90|Rabat:10|Marrakech:40'),
    postcode: digitPostcode(5),
    register: {
      label: 'Номер в торговом реестре (RC)',
      authority: (city) => `Tribunal de Commerce de ${city}`,
      number: (r) => `${r.int(100000, 599999)}`,
    },
    tax: { label: 'Единый идентификатор предприятия (ICE)', number: (r) => `00${r.digits(13)}` },
    classification: 'isic',
    banks: ['Attijariwafa bank', 'Banque Populaire', 'Bank of Africa'],
    domain: 'ma',
  },
  TN: {
    pool: arabicPool,
    legalForms: [sarl],
    cities: cities('Tunis:10|Sfax:30|Sousse:40'),
    postcode: digitPostcode(4),
    register: {
      label: 'Номер в национальном реестре предприятий (RNE)',
      authority: () => 'Registre National des Entreprises',
      number: (r) => `${r.digits(7)}${letters(r, 1)}`,
    },
    tax: {
      label: 'Налоговый номер (Matricule fiscal)',
      number: (r) => `${r.digits(7)}/${letters(r, 1)}/A/M/000`,
    },
    classification: 'isic',
    banks: ['Banque Internationale Arabe de Tunisie', 'Amen Bank', 'Attijari Bank Tunisie'],
    domain: 'com.tn',
  },
  DZ: {
    pool: arabicPool,
    legalForms: [sarl],
    cities: cities('Alger:16|Oran:31|Constantine:25'),
    postcode: digitPostcode(5),
    register: {
      label: 'Номер в торговом реестре (RC)',
      authority: () => 'Centre National du Registre du Commerce',
      number: (r) => `${r.digits(2)}/00-${r.digits(7)} B ${r.digits(2)}`,
    },
    tax: { label: 'Налоговый номер (NIF)', number: (r) => r.digits(15) },
    classification: 'isic',
    banks: ['Banque Nationale d’Algérie', 'Crédit Populaire d’Algérie', 'Société Générale Algérie'],
    domain: 'dz',
  },
};
