import { z } from 'zod';
import { FOREIGN_PRICE_MESSAGES, PRICE_CURRENCY } from '../roubles';
import { multilineText, singleLineText } from '../text';
import type { StaffActor } from './roles';
import { MESSAGES } from '../messages';

/** `/admin1515/country_content`: country texts, groups, tariffs and uploaded sample reports. */

export const COUNTRY_TEXT_MAX_LENGTH = 20_000;
const TARIFF_NAME_MAX_LENGTH = 100;
export const TARIFF_DESCRIPTION_MAX_LENGTH = 1000;
/** Prices are whole units; the bound only catches a typo with extra zeros. */
const TARIFF_MAX_PRICE = 10_000_000;
/** The longest term a report may promise, in working days. */
export const TARIFF_MAX_DAYS = 60;
const TARIFF_MAX_SORT_ORDER = 999;
/** The one currency a tariff is priced in (contracts/roubles.ts says why). */
const TARIFF_CURRENCIES = [PRICE_CURRENCY] as const;
export const SAMPLE_MAX_BYTES = 20 * 1024 * 1024;
/** What the file input offers; the server checks the content, never the name. */
export const SAMPLE_ACCEPT = '.pdf,.docx,.doc';

export const CONTENT_MESSAGES = {
  countryNotFound: MESSAGES.countryNotFound,
  tariffNotFound: 'Тариф не найден. Возможно, страницу пора обновить.',
  nameTaken: 'Тариф с таким названием у этой страны уже есть',
  nameTakenRetired:
    'Тариф с таким названием есть среди снятых с продажи: верните его вместо создания нового',
  lastTariff: 'Нельзя снять с продажи последний действующий тариф: страну станет нельзя заказать',
  alreadyRetired: 'Тариф уже снят с продажи',
  notRetired: 'Тариф и так продаётся',
  retiredEdit: 'Снятый с продажи тариф сначала верните в продажу, потом изменяйте',
  unknownGroup: 'Такой группы стран нет. Обновите страницу.',
  noChanges: MESSAGES.nothingChanged,
  fileMissing: 'Выберите файл образца',
  fileEmpty: 'Файл пустой',
  fileTooLarge: `Файл больше ${SAMPLE_MAX_BYTES / 1024 / 1024} МБ`,
  fileType:
    'Это не PDF и не документ Word (DOCX, DOC): файл проверяется по содержимому, а не по расширению',
  noSample: 'Загруженного образца нет: показывается созданный автоматически',
} as const;

const wholeNumber = (requiredMessage: string, bounds: (n: z.ZodNumber) => z.ZodNumber) =>
  z.preprocess(
    (value) => {
      if (typeof value !== 'string') return value;
      // «12 900» and «12 900» (no-break space) are how people type prices.
      const compact = value.replace(/[\s\u00a0]/g, '');
      return compact === '' ? undefined : Number(compact.replace(',', '.'));
    },
    bounds(z.number({ error: requiredMessage }).int('Только целое число')),
  );

const days = (requiredMessage: string) =>
  wholeNumber(requiredMessage, (n) =>
    n
      .min(0, 'Срок не может быть отрицательным')
      .max(TARIFF_MAX_DAYS, `Не больше ${TARIFF_MAX_DAYS} рабочих дней`),
  );

/** Browsers send a textarea's lines ending in CRLF; the text is kept with LF, as seeded. */
export function unixNewlines(text: string): string {
  return text.replace(/\r\n?/g, '\n');
}

export const CountryText = z.object({
  content: z.preprocess(
    (v) => (typeof v === 'string' ? unixNewlines(v) : v),
    multilineText({ error: 'Введите текст' })
      .trim()
      .min(1, 'Текст не должен быть пустым: он показывается на странице страны')
      .max(COUNTRY_TEXT_MAX_LENGTH, `Не длиннее ${COUNTRY_TEXT_MAX_LENGTH} символов`),
  ),
});
export type CountryText = z.infer<typeof CountryText>;

export const CountryGroupsInput = z.object({
  groupIds: z
    .array(z.coerce.number().int().positive(), { error: 'Выберите хотя бы одну группу' })
    .min(1, 'Выберите хотя бы одну группу'),
});
export type CountryGroupsInput = z.infer<typeof CountryGroupsInput>;

export const TariffInput = z
  .object({
    name: singleLineText({ error: 'Введите название тарифа' })
      .trim()
      .min(1, 'Введите название тарифа')
      .max(TARIFF_NAME_MAX_LENGTH, `Не длиннее ${TARIFF_NAME_MAX_LENGTH} символов`),
    price: wholeNumber('Укажите цену числом', (n) =>
      n
        .positive('Цена должна быть больше нуля')
        .max(
          TARIFF_MAX_PRICE,
          `Цена не больше ${new Intl.NumberFormat('ru-RU').format(TARIFF_MAX_PRICE)}`,
        ),
    ),
    currency: z.enum(TARIFF_CURRENCIES, { error: FOREIGN_PRICE_MESSAGES.tariffCurrency }),
    minDays: days('Укажите минимальный срок числом'),
    maxDays: days('Укажите максимальный срок числом'),
    sortOrder: wholeNumber('Укажите порядок числом', (n) =>
      n.min(0, 'Не меньше 0').max(TARIFF_MAX_SORT_ORDER, `Не больше ${TARIFF_MAX_SORT_ORDER}`),
    ),
    description: multilineText()
      .trim()
      .max(
        TARIFF_DESCRIPTION_MAX_LENGTH,
        `Описание не длиннее ${TARIFF_DESCRIPTION_MAX_LENGTH} символов`,
      )
      // Absent: an update leaves the description as it is (a new tariff gets none).
      .optional(),
  })
  .refine((t) => t.minDays <= t.maxDays, {
    path: ['maxDays'],
    message: 'Максимальный срок не может быть меньше минимального',
  });
export type TariffInput = z.infer<typeof TariffInput>;

/** Filters of the country list, read from its URL. */
export const CountryListFilter = z.object({
  q: singleLineText().trim().max(100).default('').catch(''),
  group: singleLineText().trim().max(40).default('').catch(''),
});
export type CountryListFilter = z.infer<typeof CountryListFilter>;

export interface StaffCountryGroup {
  id: number;
  slug: string;
  name: string;
}

export interface StaffCountryRow {
  code: string;
  name: string;
  nameEn: string;
  groups: string[];
  activeTariffs: number;
  retiredTariffs: number;
  textLength: number;
  updatedAt: string;
  /** The extension of the uploaded sample ('pdf', 'docx', 'doc'); null: the generated one. */
  sample: string | null;
}

export interface StaffCountryList {
  countries: StaffCountryRow[];
  /** How many countries there are before filtering. */
  total: number;
  groups: StaffCountryGroup[];
}

export interface StaffTariff {
  id: number;
  name: string;
  price: number;
  currency: string;
  minDays: number;
  maxDays: number;
  sortOrder: number;
  description: string;
  retiredAt: string | null;
  updatedAt: string;
}

export interface UploadedSampleInfo {
  extension: string;
  size: number;
  uploadedAt: string;
}

export interface StaffCountryDetail {
  code: string;
  name: string;
  nameEn: string;
  content: string;
  updatedAt: string;
  groups: (StaffCountryGroup & { isMember: boolean })[];
  tariffs: StaffTariff[];
  sample: UploadedSampleInfo | null;
}

/** A file as the form sent it; the server decides its type by the bytes. */
export interface SampleUpload {
  fileName: string;
  data: Uint8Array;
}

export interface Changed {
  changed: boolean;
}

export interface StaffContentServices {
  listCountries(actor: StaffActor, filter: CountryListFilter): Promise<StaffCountryList>;
  /** A country by its two-letter code (any case); null when there is none. */
  getCountry(actor: StaffActor, code: string): Promise<StaffCountryDetail | null>;
  /** `changed` false: the input equals what is saved, so nothing was written or logged. */
  updateText(actor: StaffActor, code: string, input: CountryText): Promise<Changed>;
  updateGroups(actor: StaffActor, code: string, input: CountryGroupsInput): Promise<Changed>;
  addTariff(actor: StaffActor, code: string, input: TariffInput): Promise<{ id: number }>;
  updateTariff(
    actor: StaffActor,
    code: string,
    tariffId: number,
    input: TariffInput,
  ): Promise<Changed>;
  retireTariff(actor: StaffActor, code: string, tariffId: number): Promise<void>;
  restoreTariff(actor: StaffActor, code: string, tariffId: number): Promise<void>;
  uploadSample(actor: StaffActor, code: string, file: SampleUpload): Promise<{ extension: string }>;
  removeSample(actor: StaffActor, code: string): Promise<void>;
}
