import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { CompanySearchCriteria, FindCompanyRequest } from './company-search';
import { GetCountriesByGroupRequest, GetCountryRequest, GetPriceListRequest } from './dictionary';
import { FeedbackQuestion } from './feedback';
import { MESSAGES } from './messages';
import { MyOrdersRequest } from './my-orders';
import { CreateOrderRequest } from './order';
import { InvoiceRequest, RefundRequest } from './payments';
import { GetCompanyReviewsRequest, ReviewSubmission } from './reviews';
import { GetSampleReportRequest } from './sample-report';
import { CountryText, TariffInput } from './staff/content';
import { QuestionNoteInput, QuestionReplyInput } from './staff/inbox';
import { CancelOrderInput, OrderNoteInput } from './staff/orders';
import { StaffReviewCreate } from './staff/reviews';
import { CreateStaffUser } from './staff/users';
import { hasForbiddenCharacters, multilineText, singleLineText, stripInvisible } from './text';

describe('the text rule', () => {
  it.each([
    ['\u0000', 'NUL'],
    ['\u0007', 'a bell'],
    ['\u001b[31m', 'a terminal escape'],
    ['\u007f', 'DEL'],
    ['\u0085', 'a C1 next-line'],
    ['\u009b', 'a C1 escape'],
    ['\ud800', 'a lone high surrogate'],
    ['\udfff', 'a lone low surrogate'],
    ['x\ud83dy', 'a high surrogate followed by a letter'],
    ['\ude00\ud83d', 'a pair in the wrong order'],
  ])('refuses %j (%s) everywhere', (bad) => {
    expect(hasForbiddenCharacters(`a${bad}b`)).toBe(true);
    expect(hasForbiddenCharacters(`a${bad}b`, { multiline: true })).toBe(true);
  });

  it('allows line breaks and tabs in multiline text only', () => {
    for (const ch of ['\n', '\r', '\t']) {
      expect(hasForbiddenCharacters(`a${ch}b`)).toBe(true);
      expect(hasForbiddenCharacters(`a${ch}b`, { multiline: true })).toBe(false);
    }
  });

  it.each([
    'Müller GmbH',
    'ООО «Ромашка» — №1',
    'شركة \u200fالنور\u200f',
    '\u202eRTL override',
    '👨\u200d👩\u200d👧 🚀',
    'x'.repeat(10_000),
    '',
  ])('keeps %j', (good) => {
    expect(hasForbiddenCharacters(good)).toBe(false);
  });

  it('strips zero-width spaces, word joiners, a BOM and soft hyphens, and nothing else', () => {
    expect(stripInvisible('\ufeffАн\u200bна\u2060 Пет\u00adрова')).toBe('Анна Петрова');
    expect(stripInvisible('👨\u200d👩 \u200fشركة')).toBe('👨\u200d👩 \u200fشركة');
  });

  it('refuses in the schemas with the Russian message, before any other check', () => {
    const name = singleLineText({ error: 'Введите имя' }).trim().min(1).max(5);
    const result = name.safeParse(`${'x'.repeat(10)}\u0000`);
    expect(result.error?.issues.map((i) => i.message)).toEqual([MESSAGES.forbiddenCharacters]);
    expect(name.parse(' \u200bАнна ')).toBe('Анна');
    expect(name.safeParse(42).error?.issues[0]?.message).toBe('Введите имя');
    expect(multilineText().parse('a\r\n\tb')).toBe('a\r\n\tb');
  });
});

/**
 * Every text field of every schema that takes input, filled validly; each string in it is in
 * turn replaced with text the database cannot keep, which must be refused with the message.
 */
const FILLED: [string, z.ZodType, Record<string, unknown>][] = [
  [
    'FeedbackQuestion',
    FeedbackQuestion,
    { name: 'Анна', phone: '8-999-123-45-67', email: 'anna@example.ru', message: 'Вопрос' },
  ],
  [
    'ReviewSubmission',
    ReviewSubmission,
    { author: 'Анна', organisation: 'ООО', text: 'Отчёт пришёл вовремя, спасибо.', rating: 5 },
  ],
  ['GetCompanyReviewsRequest', GetCompanyReviewsRequest, { reqId: 'x', page: 1 }],
  [
    'CompanySearchCriteria',
    CompanySearchCriteria,
    {
      name: 'Müller',
      regCode: 'HRB 1',
      vatCode: 'DE1',
      address: 'München',
      phone: '+49 30 1234567',
      email: 'info@mueller.de',
      addInfo: 'Maschinenbau',
    },
  ],
  [
    'FindCompanyRequest',
    FindCompanyRequest,
    { countryId: 'de', reportContentTypeId: 'credit', requestId: 'x', company: { name: 'Müller' } },
  ],
  [
    'CreateOrderRequest',
    CreateOrderRequest,
    {
      idempotencyKey: '0b6f4a5e-5a0e-4c5a-9a8e-6a0c4f7e1d2b',
      countryCode: 'de',
      company: {
        name: 'Müller',
        regCode: 'HRB 1',
        vatCode: 'DE1',
        address: 'München',
        phone: '+49 30 1234567',
        email: 'info@mueller.de',
        addInfo: 'Maschinenbau',
      },
      tariffId: 1,
      language: 'other',
      languageOther: 'немецкий',
      contactName: 'Анна',
      email: 'anna@example.ru',
      phone: '+7 916 555-12-34',
      organisation: 'ООО',
      inn: '7707083893',
      comment: 'Срочно',
      consent: true,
    },
  ],
  ['GetCountryRequest', GetCountryRequest, { requestId: 'x', countryId: 'de' }],
  [
    'GetCountriesByGroupRequest',
    GetCountriesByGroupRequest,
    { requestId: 'x', groupCountryId: 'europe' },
  ],
  ['GetPriceListRequest', GetPriceListRequest, { reqId: 'x' }],
  ['GetSampleReportRequest', GetSampleReportRequest, { requestId: 'x', countryId: 'de' }],
  ['MyOrdersRequest', MyOrdersRequest, { email: 'anna@example.ru' }],
  [
    'InvoiceRequest',
    InvoiceRequest,
    { name: 'ООО', inn: '7707083893', kpp: '773601001', address: 'Москва' },
  ],
  ['RefundRequest', RefundRequest, { reason: 'Гарантия' }],
  ['CountryText', CountryText, { content: 'Текст о стране' }],
  [
    'TariffInput',
    TariffInput,
    {
      name: 'Стандарт',
      price: '7900',
      currency: 'RUB',
      minDays: '1',
      maxDays: '3',
      sortOrder: '1',
    },
  ],
  ['QuestionReplyInput', QuestionReplyInput, { text: 'Ответ' }],
  ['QuestionNoteInput', QuestionNoteInput, { note: 'Заметка' }],
  ['CancelOrderInput', CancelOrderInput, { reasonCode: 'other', reason: 'Причина' }],
  ['OrderNoteInput', OrderNoteInput, { text: 'Заметка' }],
  [
    'StaffReviewCreate',
    StaffReviewCreate,
    {
      author: 'Анна',
      organisation: 'ООО',
      text: 'Отчёт пришёл вовремя, спасибо.',
      rating: 5,
      publish: 'on',
    },
  ],
  [
    'CreateStaffUser',
    CreateStaffUser,
    { email: 'staff@example.ru', name: 'Анна', role: 'manager', password: 'длинный пароль' },
  ],
];

/** Paths of the string leaves of a filled form, e.g. ['company', 'name']. */
function stringPaths(value: Record<string, unknown>, prefix: string[] = []): string[][] {
  return Object.entries(value).flatMap(([key, v]) => {
    if (typeof v === 'string') return [[...prefix, key]];
    if (v && typeof v === 'object')
      return stringPaths(v as Record<string, unknown>, [...prefix, key]);
    return [];
  });
}

function withValue(value: Record<string, unknown>, path: string[], text: string) {
  const copy = structuredClone(value);
  let target: Record<string, unknown> = copy;
  for (const key of path.slice(0, -1)) target = target[key] as Record<string, unknown>;
  target[path.at(-1)!] = text;
  return copy;
}

/** Fields that take one of a few values (codes, numbers, choices): refused with their own words. */
const CLOSED = new Set([
  'countryId',
  'groupCountryId',
  'reportContentTypeId',
  'language',
  'currency',
  'reasonCode',
  'role',
  'price',
  'minDays',
  'maxDays',
  'sortOrder',
]);
/** Not text the service keeps: a checkbox, a password (hashed), the form's key (a UUID). */
const NOT_TEXT = new Set(['publish', 'password', 'idempotencyKey']);

describe.each(FILLED)('%s', (_name, schema, filled) => {
  it('takes the filled form', () => {
    expect(schema.safeParse(filled).error?.issues).toBeUndefined();
  });

  const fields = stringPaths(filled).filter((path) => !NOT_TEXT.has(path.at(-1)!));
  it.each(
    fields.flatMap((path) =>
      ['a\u0000b', 'a\ud800b'].map((bad) => [path.join('.'), bad, path] as const),
    ),
  )('refuses %s holding %j', (field, bad, path) => {
    const issues = schema.safeParse(withValue(filled, [...path], bad)).error?.issues ?? [];
    const issue = issues.find((i) => i.path.join('.') === field);
    if (CLOSED.has(path.at(-1)!)) expect(issue).toBeDefined();
    else expect(issue?.message).toBe(MESSAGES.forbiddenCharacters);
  });
});
