import type { CountryProfile } from './country-profile';
import { cities, digitPostcode, letters } from './country-profile';
import { portuguesePool, spanishPool } from './pools-europe';
import { englishPool } from './pools-world';

const US_STATES: Record<string, string> = {
  TX: 'Texas',
  IL: 'Illinois',
  NC: 'North Carolina',
  OH: 'Ohio',
  AZ: 'Arizona',
  GA: 'Georgia',
  CO: 'Colorado',
};
const CANADIAN_PROVINCES: Record<string, string> = {
  ON: 'Ontario Business Registry',
  BC: 'BC Registries and Online Services',
  AB: 'Alberta Corporate Registry',
  QC: 'Registraire des entreprises du Québec',
};
const BRAZILIAN_STATES: Record<string, string> = {
  'São Paulo': 'São Paulo',
  Campinas: 'São Paulo',
  Curitiba: 'Paraná',
  'Porto Alegre': 'Rio Grande do Sul',
  'Belo Horizonte': 'Minas Gerais',
};

const regionOf = (city: string) => city.split(', ')[1] ?? '';

export const AMERICAS: Record<string, CountryProfile> = {
  US: {
    pool: englishPool,
    legalForms: [
      {
        short: 'LLC',
        full: 'общество с ограниченной ответственностью (limited liability company)',
        ceo: 'President',
      },
      { short: 'Inc.', full: 'корпорация (corporation)', ceo: 'Chief Executive Officer' },
    ],
    cities: cities(
      'Houston, TX:770|Chicago, IL:606|Charlotte, NC:282|Columbus, OH:432|Phoenix, AZ:850|Atlanta, GA:303|Denver, CO:802',
    ),
    postcode: digitPostcode(5),
    register: {
      label: 'Регистрационный номер в штате (File No.)',
      authority: (city) => `Secretary of State of ${US_STATES[regionOf(city)] ?? 'Delaware'}`,
      number: (r) => r.digits(9),
    },
    tax: {
      label: 'Федеральный налоговый номер (EIN)',
      number: (r) => `${r.digits(2)}-${r.digits(7)}`,
    },
    classification: 'naics',
    banks: ['JPMorgan Chase Bank, N.A.', 'Bank of America, N.A.', 'Wells Fargo Bank, N.A.'],
    domain: 'com',
  },
  CA: {
    pool: englishPool,
    legalForms: [
      { short: 'Inc.', full: 'корпорация (corporation)', ceo: 'President' },
      { short: 'Ltd.', full: 'корпорация (limited company)', ceo: 'President' },
    ],
    cities: cities(
      'Toronto, ON:M5V|Mississauga, ON:L5B|Vancouver, BC:V6B|Calgary, AB:T2P|Montréal, QC:H3B',
    ),
    postcode: (r, prefix) => `${prefix} ${r.int(1, 9)}${letters(r, 1)}${r.int(1, 9)}`,
    register: {
      label: 'Номер корпорации',
      authority: (city) => CANADIAN_PROVINCES[regionOf(city)] ?? 'Corporations Canada',
      number: (r) => r.digits(7),
    },
    tax: { label: 'Бизнес-номер (BN)', number: (r) => `${r.digits(9)} RT0001` },
    classification: 'naics',
    banks: ['Royal Bank of Canada', 'The Toronto-Dominion Bank', 'Bank of Montreal'],
    domain: 'ca',
  },
  MX: {
    pool: spanishPool,
    legalForms: [
      {
        short: 'S.A. de C.V.',
        full: 'акционерное общество с переменным капиталом (sociedad anónima de capital variable)',
        ceo: 'Director General',
      },
    ],
    cities: cities('Monterrey:64|Guadalajara:44|Querétaro:76|Puebla:72|Ciudad de México:06'),
    postcode: digitPostcode(5),
    register: {
      label: 'Электронный торговый фолио (FME)',
      authority: (city) => `Registro Público de Comercio de ${city}`,
      number: (r, { year }) => `N-${year}${r.digits(6)}`,
    },
    tax: {
      label: 'Налоговый номер (RFC)',
      number: (r, reg) =>
        `${letters(r, 3)}${reg.slice(4, 6)}${String(r.int(1, 12)).padStart(2, '0')}${String(r.int(1, 28)).padStart(2, '0')}${letters(r, 2)}${r.int(0, 9)}`,
    },
    classification: 'naics',
    banks: [
      'BBVA México S.A.',
      'Banco Mercantil del Norte S.A. (Banorte)',
      'Banco Santander México S.A.',
    ],
    domain: 'com.mx',
  },
  BR: {
    pool: portuguesePool,
    legalForms: [
      {
        short: 'Ltda.',
        full: 'общество с ограниченной ответственностью (sociedade limitada)',
        ceo: 'Administrador',
      },
      {
        short: 'S.A.',
        full: 'акционерное общество (sociedade anônima)',
        ceo: 'Diretor-Presidente',
      },
    ],
    cities: cities('São Paulo:04|Campinas:13|Curitiba:80|Porto Alegre:90|Belo Horizonte:30'),
    postcode: (r, prefix) => `${(prefix + r.digits(5)).slice(0, 5)}-${r.digits(3)}`,
    register: {
      label: 'Номер CNPJ',
      authority: (city) => `Junta Comercial do Estado de ${BRAZILIAN_STATES[city] ?? 'São Paulo'}`,
      number: (r) => `${r.digits(2)}.${r.digits(3)}.${r.digits(3)}/0001-${r.digits(2)}`,
    },
    tax: {
      label: 'Регистрационный номер штата (Inscrição Estadual)',
      number: (r) => `${r.digits(3)}.${r.digits(3)}.${r.digits(3)}.${r.digits(3)}`,
    },
    classification: 'isic',
    banks: ['Itaú Unibanco S.A.', 'Banco Bradesco S.A.', 'Banco do Brasil S.A.'],
    domain: 'com.br',
  },
  AR: {
    pool: spanishPool,
    legalForms: [
      {
        short: 'S.R.L.',
        full: 'общество с ограниченной ответственностью (sociedad de responsabilidad limitada)',
        ceo: 'Socio Gerente',
      },
      {
        short: 'S.A.',
        full: 'акционерное общество (sociedad anónima)',
        ceo: 'Presidente del Directorio',
      },
    ],
    cities: cities('Buenos Aires:C10|Córdoba:X50|Rosario:S20|Mendoza:M55'),
    postcode: (r, prefix) => `${prefix}${r.digits(2)}${letters(r, 3)}`,
    register: {
      label: 'Налоговый идентификационный код (CUIT)',
      authority: (city) =>
        city === 'Buenos Aires' ? 'Inspección General de Justicia' : `Registro Público de ${city}`,
      number: (r) => `30-${r.digits(8)}-${r.int(0, 9)}`,
    },
    tax: { label: 'CUIT', number: (_r, reg) => reg },
    classification: 'isic',
    banks: ['Banco de la Nación Argentina', 'Banco Galicia', 'Banco Santander Argentina S.A.'],
    domain: 'com.ar',
  },
  CL: {
    pool: spanishPool,
    legalForms: [
      {
        short: 'SpA',
        full: 'акционерное общество упрощённого типа (sociedad por acciones)',
        ceo: 'Gerente General',
      },
    ],
    cities: cities('Santiago:75|Valparaíso:23|Concepción:40|Antofagasta:12'),
    postcode: digitPostcode(7),
    register: {
      label: 'Налоговый номер (RUT)',
      authority: (city) => `Conservador de Bienes Raíces y Comercio de ${city}`,
      number: (r) => `76.${r.digits(3)}.${r.digits(3)}-${r.int(0, 9)}`,
    },
    tax: { label: 'RUT', number: (_r, reg) => reg },
    classification: 'isic',
    banks: ['Banco de Chile', 'Banco Santander-Chile', 'Banco de Crédito e Inversiones'],
    domain: 'cl',
  },
  CO: {
    pool: spanishPool,
    legalForms: [
      {
        short: 'S.A.S.',
        full: 'упрощённое акционерное общество (sociedad por acciones simplificada)',
        ceo: 'Representante Legal',
      },
    ],
    cities: cities('Bogotá:11|Medellín:05|Cali:76|Barranquilla:08'),
    postcode: digitPostcode(6),
    register: {
      label: 'Налоговый номер (NIT)',
      authority: (city) => `Cámara de Comercio de ${city}`,
      number: (r) => `900.${r.digits(3)}.${r.digits(3)}-${r.int(0, 9)}`,
    },
    tax: { label: 'NIT', number: (_r, reg) => reg },
    classification: 'isic',
    banks: ['Bancolombia S.A.', 'Banco de Bogotá S.A.', 'Banco Davivienda S.A.'],
    domain: 'com.co',
  },
};
