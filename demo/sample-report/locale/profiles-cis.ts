import type { CountryProfile, LegalForm } from './country-profile';
import { cities, digitPostcode } from './country-profile';
import { centralAsianPool, slavicCyrillicPool } from './pools-cis';
import {} from './pools-europe';

const ooo: LegalForm = {
  short: 'ООО',
  full: 'общество с ограниченной ответственностью',
  ceo: 'Директор',
  isPrefix: true,
};
const sixDigits = digitPostcode(6);

const BELARUS_AUTHORITIES: Record<string, string> = {
  Минск: 'Минский городской исполнительный комитет',
  Гомель: 'Гомельский областной исполнительный комитет',
  Брест: 'Брестский областной исполнительный комитет',
  Гродно: 'Гродненский областной исполнительный комитет',
  Витебск: 'Витебский областной исполнительный комитет',
};

export const CIS: Record<string, CountryProfile> = {
  RU: {
    pool: slavicCyrillicPool,
    legalForms: [
      { ...ooo, ceo: 'Генеральный директор' },
      { short: 'АО', full: 'акционерное общество', ceo: 'Генеральный директор', isPrefix: true },
    ],
    cities: cities(
      'Екатеринбург:620|Новосибирск:630|Казань:420|Нижний Новгород:603|Санкт-Петербург:19',
    ),
    postcode: sixDigits,
    register: {
      label: 'ОГРН',
      authority: (city) => `Межрайонная ИФНС России по г. ${city}`,
      number: (r, { year }) => `1${String(year).slice(2)}${r.digits(10)}`,
    },
    tax: { label: 'ИНН', number: (r) => r.digits(10) },
    classification: 'okved',
    banks: ['ПАО Сбербанк', 'Банк ВТБ (ПАО)', 'АО «Альфа-Банк»'],
    domain: 'ru',
  },
  BY: {
    pool: slavicCyrillicPool,
    legalForms: [
      ooo,
      {
        short: 'ОАО',
        full: 'открытое акционерное общество',
        ceo: 'Генеральный директор',
        isPrefix: true,
      },
    ],
    cities: cities('Минск:220|Гомель:246|Брест:224|Гродно:230|Витебск:210'),
    postcode: sixDigits,
    register: {
      label: 'Регистрационный номер в ЕГР (УНП)',
      authority: (city) => BELARUS_AUTHORITIES[city] ?? 'Минский городской исполнительный комитет',
      number: (r) => `19${r.digits(7)}`,
    },
    tax: { label: 'УНП (учётный номер плательщика)', number: (_r, reg) => reg },
    classification: 'oked',
    banks: ['ОАО «Приорбанк»', 'ОАО «Белагропромбанк»', 'ОАО «АСБ Беларусбанк»'],
    domain: 'by',
  },
  UA: {
    pool: slavicCyrillicPool,
    legalForms: [
      {
        short: 'ТОВ',
        full: 'общество с ограниченной ответственностью (товариство з обмеженою відповідальністю)',
        ceo: 'Директор',
        isPrefix: true,
      },
    ],
    cities: cities('Киев:0|Львов:79|Днепр:49|Харьков:61|Одесса:65'),
    postcode: digitPostcode(5),
    register: {
      label: 'Код ЕГРПОУ',
      authority: () =>
        'Единый государственный реестр юридических лиц, ФЛП и общественных формирований',
      number: (r) => `${r.pick(['3', '4'])}${r.digits(7)}`,
    },
    tax: { label: 'Индивидуальный налоговый номер плательщика НДС', number: (r) => r.digits(12) },
    classification: 'kved',
    banks: ['АО КБ «ПриватБанк»', 'АО «Ощадбанк»', 'АО «Райффайзен Банк»'],
    domain: 'com.ua',
  },
  KZ: {
    pool: centralAsianPool,
    legalForms: [
      {
        short: 'ТОО',
        full: 'товарищество с ограниченной ответственностью',
        ceo: 'Генеральный директор',
        isPrefix: true,
      },
      { short: 'АО', full: 'акционерное общество', ceo: 'Председатель правления', isPrefix: true },
    ],
    cities: cities('Алматы:050|Астана:010|Шымкент:160|Караганда:100|Актобе:030'),
    postcode: sixDigits,
    register: {
      label: 'БИН (бизнес-идентификационный номер)',
      authority: (city) => `Департамент юстиции г. ${city}`,
      number: (r, { year }) =>
        `${String(year).slice(2)}${String(r.int(1, 12)).padStart(2, '0')}40${r.digits(6)}`,
    },
    tax: { label: 'БИН (налоговый номер)', number: (_r, reg) => reg },
    classification: 'oked',
    banks: ['АО «Народный Банк Казахстана»', 'АО «Kaspi Bank»', 'АО «Банк ЦентрКредит»'],
    domain: 'kz',
  },
  KG: {
    pool: centralAsianPool,
    legalForms: [
      {
        short: 'ОсОО',
        full: 'общество с ограниченной ответственностью',
        ceo: 'Генеральный директор',
        isPrefix: true,
      },
    ],
    cities: cities('Бишкек:720|Ош:723'),
    postcode: sixDigits,
    register: {
      label: 'Регистрационный номер',
      authority: () => 'Министерство юстиции Кыргызской Республики',
      number: (r) => `${r.int(100000, 299999)}-3301-ООО`,
    },
    tax: { label: 'ИНН', number: (r) => `0${r.digits(13)}` },
    classification: 'oked',
    banks: ['ОАО «Оптима Банк»', 'ОАО «Айыл Банк»', 'ЗАО «Демир Кыргыз Интернэшнл Банк»'],
    domain: 'kg',
  },
  UZ: {
    pool: centralAsianPool,
    legalForms: [ooo],
    cities: cities('Ташкент:100|Самарканд:140|Бухара:200|Наманган:160'),
    postcode: sixDigits,
    register: {
      label: 'Регистрационный номер',
      authority: (city) => `Центр государственных услуг г. ${city}`,
      number: (r) => r.digits(7),
    },
    tax: { label: 'ИНН', number: (r) => `3${r.digits(8)}` },
    classification: 'oked',
    banks: ['АО «Узнацбанк»', 'АКБ «Капиталбанк»', 'АКБ «Ипотека-банк»'],
    domain: 'uz',
  },
  TJ: {
    pool: centralAsianPool,
    legalForms: [ooo],
    cities: cities('Душанбе:734|Худжанд:735'),
    postcode: sixDigits,
    register: {
      label: 'Единый идентификационный номер (ЕИН)',
      authority: () => 'Налоговый комитет при Правительстве Республики Таджикистан',
      number: (r) => `0${r.digits(9)}`,
    },
    tax: { label: 'ИНН', number: (r) => r.digits(9) },
    classification: 'oked',
    banks: ['ОАО «Ориёнбонк»', 'ЗАО «Спитамен Бонк»', 'ГСБ «Амонатбонк»'],
    domain: 'tj',
  },
  TM: {
    pool: centralAsianPool,
    legalForms: [{ short: 'ХО', full: 'хозяйственное общество', ceo: 'Директор', isPrefix: true }],
    cities: cities('Ашхабад:744|Туркменабат:746'),
    postcode: sixDigits,
    register: {
      label: 'Регистрационный номер',
      authority: () => 'Министерство финансов и экономики Туркменистана',
      number: (r) => r.digits(8),
    },
    tax: { label: 'ИНН', number: (r) => r.digits(12) },
    classification: 'oked',
    banks: ['ГКБ «Туркменистан»', 'АКБ «Сенагат»', 'ГКБ «Туркменбаши»'],
    domain: 'tm',
  },
};
