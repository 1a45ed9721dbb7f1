import { z } from 'zod';
import { dbId } from './ids';
import { CompanySchema, CompanySearchCriteria } from './company-search';
import { FeedbackQuestion } from './feedback';
import { compactInn, isValidInn } from './inn';
import { ORDER_STATUSES } from './order-status';
import type { OrderCancelReason } from './order-cancel-reasons';
import { phoneField } from './phone-field';
import { multilineText, singleLineText } from './text';

export const REPORT_LANGUAGES = ['ru', 'en', 'other'] as const;
export type ReportLanguage = (typeof REPORT_LANGUAGES)[number];
export const REPORT_LANGUAGE_LABELS: Record<ReportLanguage, string> = {
  ru: 'Русский',
  en: 'Английский',
  other: 'Другой язык',
};

export const ORDER_MESSAGES = {
  tariff: 'Выберите тариф',
  language: 'Выберите язык отчёта',
  languageOther: 'Укажите, на каком языке нужен отчёт',
  inn: 'Проверьте ИНН: 10 цифр для организации или 12 для ИП, с верными контрольными цифрами',
  consent: 'Нужно ваше согласие с политикой обработки персональных данных и офертой',
  company: 'Выберите компанию или укажите её данные',
  phone: 'Укажите номер полностью, с кодом страны: например, +7 916 555-12-34 или 8 916 555-12-34',
  repeatedKey:
    'Эта форма уже отправила другой заказ. Обновите страницу и оформите заказ заново — данные нужно будет ввести ещё раз.',
} as const;

const contact = FeedbackQuestion.shape;

function fieldsValid(
  issues: readonly { path?: readonly PropertyKey[] }[],
  fields: string[],
): boolean {
  return !issues.some(
    (issue) => fields.includes(String(issue.path?.[0] ?? '')) || issue.path?.length === 0,
  );
}
const optionalText = (max: number, base = singleLineText) =>
  base()
    .trim()
    .max(max, { error: `Не длиннее ${max} символов` })
    .default('');

/**
 * POST /api/Order/Create and the order form. A company comes either from the register
 * (`companyId`) or, from the no-match view, as the details the user typed (`company`).
 */
export const CreateOrderRequest = z
  .object({
    idempotencyKey: z.uuid({ error: 'Обновите страницу и попробуйте снова' }),
    countryCode: singleLineText().regex(/^[A-Za-z]{2}$/, { error: 'Укажите страну' }),
    companyId: dbId(ORDER_MESSAGES.company).optional(),
    company: CompanySearchCriteria.optional(),
    tariffId: dbId(ORDER_MESSAGES.tariff),
    language: z.enum(REPORT_LANGUAGES, { error: ORDER_MESSAGES.language }),
    languageOther: optionalText(60),
    contactName: contact.name,
    email: contact.email,
    // A phone as people type it, kept in one form so staff can call a customer abroad too.
    phone: phoneField(ORDER_MESSAGES.phone),
    organisation: optionalText(300),
    inn: singleLineText()
      .default('')
      .transform(compactInn)
      .refine((v) => v === '' || isValidInn(v), { error: ORDER_MESSAGES.inn }),
    comment: optionalText(2000, multilineText),
    consent: z.literal(true, { error: ORDER_MESSAGES.consent }),
  })
  .strict()
  // Cross-field rules run as soon as the fields they read are valid, so the form shows every
  // message at once instead of revealing these only after the other fields are fixed.
  .refine((v) => (v.companyId === undefined) !== (v.company === undefined), {
    path: ['company'],
    message: ORDER_MESSAGES.company,
    when: (payload) => fieldsValid(payload.issues, ['companyId', 'company']),
  })
  .refine((v) => v.language !== 'other' || v.languageOther !== '', {
    path: ['languageOther'],
    message: ORDER_MESSAGES.languageOther,
    when: (payload) => fieldsValid(payload.issues, ['language', 'languageOther']),
  });
export type CreateOrderRequest = z.infer<typeof CreateOrderRequest>;
export type CreateOrderInput = z.input<typeof CreateOrderRequest>;

export const CreateOrderResponse = z.object({
  orderNumber: z.string(),
  statusPath: z.string(),
  status: z.enum(ORDER_STATUSES),
  expectedReadyDate: z.string(),
  /** False when the same idempotency key had already created this order. */
  isNew: z.boolean(),
  /**
   * True when the server sends mail (SMTP is configured), so the confirmation is on its way;
   * false when it is only kept in the outbox for staff, and the customer must not expect it.
   */
  isConfirmationMailed: z.boolean(),
});
export type CreateOrderResponse = z.infer<typeof CreateOrderResponse>;

/** The company as it was when ordered; `id` is null for one typed by hand. */
export const OrderCompanySnapshot = CompanySchema.omit({ id: true, countryCode: true }).extend({
  id: z.number().int().nullable(),
  isManual: z.boolean(),
  addInfo: z.string().nullable(),
});
export type OrderCompanySnapshot = z.infer<typeof OrderCompanySnapshot>;

export interface OrderStatusEvent {
  from: string | null;
  to: string;
  at: string;
  by: string;
}

/** The tariff as it stood when the order was placed (later price changes do not touch it). */
export interface OrderedTariff {
  name: string;
  price: number;
  currency: string;
  minDays: number;
  maxDays: number;
}

/** What the customer's status page shows. */
export interface OrderView {
  number: string;
  status: (typeof ORDER_STATUSES)[number];
  createdAt: string;
  expectedReadyDate: string;
  country: { code: string; name: string };
  company: OrderCompanySnapshot;
  tariff: OrderedTariff;
  language: ReportLanguage;
  languageOther: string;
  contactName: string;
  email: string;
  phone: string;
  organisation: string;
  inn: string;
  comment: string;
  history: OrderStatusEvent[];
  /** Whether staff uploaded the report and when the order became ready; never the file itself. */
  report: { exists: boolean; readyAt: string | null };
  /** Whether the confirmation e-mail went out to the customer (mail delivery on, not held back). */
  isConfirmationMailed: boolean;
  /** Why staff cancelled it, in the customer's words (contracts/staff/orders.ts). */
  cancellation: { code: OrderCancelReason | null; reason: string } | null;
}
