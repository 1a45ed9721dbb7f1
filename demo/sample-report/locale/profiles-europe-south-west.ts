import type { CountryProfile } from './country-profile';
import { cities, digitPostcode, letters } from './country-profile';
import { dutchPool, frenchPool, italianPool, portuguesePool, spanishPool } from './pools-europe';
import {} from './pools-world';

const ITALIAN_PROVINCES: Record<string, string> = {
  Milano: 'MI',
  Torino: 'TO',
  Bologna: 'BO',
  Verona: 'VR',
  Brescia: 'BS',
  Padova: 'PD',
};
const SPANISH_PROVINCES: Record<string, string> = {
  Madrid: 'M',
  Barcelona: 'B',
  Valencia: 'V',
  Sevilla: 'SE',
  Zaragoza: 'Z',
  Bilbao: 'BI',
};

export const SOUTH_WESTERN_EUROPE: Record<string, CountryProfile> = {
  FR: {
    pool: frenchPool,
    legalForms: [
      {
        short: 'SAS',
        full: 'упрощённое акционерное общество (société par actions simplifiée)',
        ceo: 'Président',
      },
      {
        short: 'SARL',
        full: 'общество с ограниченной ответственностью (société à responsabilité limitée)',
        ceo: 'Gérant',
      },
    ],
    cities: cities(
      'Lyon:6900|Toulouse:3100|Lille:5900|Nantes:4400|Bordeaux:3300|Strasbourg:6700|Rennes:3500',
    ),
    postcode: digitPostcode(5),
    register: {
      label: 'Номер SIREN',
      authority: (city) => `RCS ${city}`,
      number: (r) => `${r.digits(3)} ${r.digits(3)} ${r.digits(3)}`,
    },
    tax: {
      label: 'Номер плательщика НДС',
      number: (r, reg) => `FR${r.digits(2)}${reg.replace(/\s/g, '')}`,
    },
    classification: 'nace',
    banks: ['BNP Paribas SA', 'Société Générale SA', 'Crédit Agricole SA', 'Crédit Mutuel'],
    domain: 'fr',
  },
  BE: {
    pool: dutchPool,
    legalForms: [
      {
        short: 'BV',
        full: 'общество с ограниченной ответственностью (besloten vennootschap / société à responsabilité limitée)',
        ceo: 'Zaakvoerder',
      },
      {
        short: 'NV',
        full: 'акционерное общество (naamloze vennootschap / société anonyme)',
        ceo: 'Gedelegeerd bestuurder',
      },
    ],
    cities: cities('Antwerpen:20|Gent:90|Leuven:30|Brugge:80|Mechelen:28'),
    postcode: digitPostcode(4),
    register: {
      label: 'Номер предприятия (KBO/BCE)',
      authority: () => 'Kruispuntbank van Ondernemingen (KBO)',
      number: (r) => `0${r.digits(3)}.${r.digits(3)}.${r.digits(3)}`,
    },
    tax: { label: 'Номер плательщика НДС', number: (_r, reg) => `BE${reg.replace(/\./g, '')}` },
    classification: 'nace',
    banks: ['BNP Paribas Fortis SA', 'KBC Bank NV', 'ING Belgium SA', 'Belfius Bank SA'],
    domain: 'be',
  },
  LU: {
    pool: frenchPool,
    legalForms: [
      {
        short: 'S.à r.l.',
        full: 'общество с ограниченной ответственностью (société à responsabilité limitée)',
        ceo: 'Gérant',
      },
      {
        short: 'S.A.',
        full: 'акционерное общество (société anonyme)',
        ceo: 'Administrateur délégué',
      },
    ],
    cities: cities('Luxembourg:L-1|Esch-sur-Alzette:L-4|Differdange:L-4|Bertrange:L-8'),
    postcode: (r, prefix) => `${prefix}${r.digits(3)}`,
    register: {
      label: 'Номер в торговом реестре (RCS)',
      authority: () => 'Registre de Commerce et des Sociétés Luxembourg',
      number: (r) => `B${r.int(100000, 289999)}`,
    },
    tax: { label: 'Номер плательщика НДС', number: (r) => `LU${r.digits(8)}` },
    classification: 'nace',
    banks: [
      'Banque et Caisse d’Épargne de l’État',
      'BGL BNP Paribas SA',
      'Banque Internationale à Luxembourg SA',
    ],
    domain: 'lu',
  },
  NL: {
    pool: dutchPool,
    legalForms: [
      {
        short: 'B.V.',
        full: 'общество с ограниченной ответственностью (besloten vennootschap)',
        ceo: 'Algemeen directeur',
      },
      {
        short: 'N.V.',
        full: 'акционерное общество (naamloze vennootschap)',
        ceo: 'Bestuursvoorzitter',
      },
    ],
    cities: cities('Rotterdam:30|Eindhoven:56|Utrecht:35|Amsterdam:10|Tilburg:50|Groningen:97'),
    postcode: (r, prefix) => `${(prefix + r.digits(4)).slice(0, 4)} ${letters(r, 2)}`,
    register: {
      label: 'Номер в торговом реестре (KvK)',
      authority: () => 'Kamer van Koophandel',
      number: (r) => r.digits(8),
    },
    tax: { label: 'Номер плательщика НДС (btw-id)', number: (r) => `NL${r.digits(9)}B01` },
    classification: 'nace',
    banks: ['ING Bank N.V.', 'ABN AMRO Bank N.V.', 'Rabobank'],
    domain: 'nl',
  },
  IT: {
    pool: italianPool,
    legalForms: [
      {
        short: 'S.r.l.',
        full: 'общество с ограниченной ответственностью (società a responsabilità limitata)',
        ceo: 'Amministratore unico',
      },
      {
        short: 'S.p.A.',
        full: 'акционерное общество (società per azioni)',
        ceo: 'Amministratore delegato',
      },
    ],
    cities: cities('Milano:201|Torino:101|Bologna:401|Verona:371|Brescia:251|Padova:351'),
    postcode: digitPostcode(5),
    register: {
      label: 'Номер в реестре REA',
      authority: (city) => `Camera di Commercio di ${city}`,
      number: (r, { city }) => `${ITALIAN_PROVINCES[city.name] ?? 'MI'}-${r.int(1000000, 2599999)}`,
    },
    tax: { label: 'Номер плательщика НДС (Partita IVA)', number: (r) => `IT${r.digits(11)}` },
    classification: 'nace',
    banks: ['Intesa Sanpaolo S.p.A.', 'UniCredit S.p.A.', 'Banco BPM S.p.A.'],
    domain: 'it',
  },
  ES: {
    pool: spanishPool,
    legalForms: [
      {
        short: 'S.L.',
        full: 'общество с ограниченной ответственностью (sociedad limitada)',
        ceo: 'Administrador único',
      },
      { short: 'S.A.', full: 'акционерное общество (sociedad anónima)', ceo: 'Consejero delegado' },
    ],
    cities: cities('Madrid:28|Barcelona:08|Valencia:46|Sevilla:41|Zaragoza:50|Bilbao:48'),
    postcode: digitPostcode(5),
    register: {
      label: 'Запись в торговом реестре',
      authority: (city) => `Registro Mercantil de ${city}`,
      number: (r, { city }) =>
        `Tomo ${r.int(20000, 45999)}, Folio ${r.int(1, 220)}, Hoja ${SPANISH_PROVINCES[city.name] ?? 'M'}-${r.int(100000, 699999)}`,
    },
    tax: { label: 'Налоговый номер (NIF)', number: (r) => `B${r.digits(8)}` },
    classification: 'nace',
    banks: ['Banco Santander S.A.', 'BBVA S.A.', 'CaixaBank S.A.'],
    domain: 'es',
  },
  PT: {
    pool: portuguesePool,
    legalForms: [
      {
        short: 'Lda.',
        full: 'общество с ограниченной ответственностью (sociedade por quotas)',
        ceo: 'Gerente',
      },
      {
        short: 'S.A.',
        full: 'акционерное общество (sociedade anónima)',
        ceo: 'Presidente do Conselho de Administração',
      },
    ],
    cities: cities('Lisboa:1|Porto:4|Braga:47|Aveiro:38|Coimbra:30|Leiria:24'),
    postcode: (r, prefix) => `${(prefix + r.digits(4)).slice(0, 4)}-${r.digits(3)}`,
    register: {
      label: 'Номер юридического лица (NIPC)',
      authority: (city) => `Conservatória do Registo Comercial de ${city}`,
      number: (r) => `5${r.digits(8)}`,
    },
    tax: { label: 'Номер плательщика НДС', number: (_r, reg) => `PT${reg}` },
    classification: 'nace',
    banks: ['Caixa Geral de Depósitos S.A.', 'Millennium bcp', 'Novo Banco S.A.'],
    domain: 'pt',
  },
};
