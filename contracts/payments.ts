import { z } from 'zod';
import { compactInn, isValidInn } from './inn';
import { multilineText, singleLineText } from './text';

/** What the payment result pages show: the real state, looked up from the provider. */
export type PaymentPublicState =
  | { kind: 'none' }
  | {
      kind: 'payment';
      /**
       * returned: the money arrived when the order no longer waited for it and is being
       * refunded; not_needed: the order was cancelled or paid otherwise while this was open.
       */
      status: 'pending' | 'succeeded' | 'canceled' | 'returned' | 'not_needed';
      orderNumber: string;
      /**
       * The private status page of the order (its token included): only for the customer the
       * provider sent back with the return address's proof, else null.
       */
      statusPath: string | null;
      amount: number;
      currency: string;
      /** Russian words for why a payment failed, when the provider said. */
      failureReason: string | null;
      isTest: boolean;
      /**
       * The order is paid (by this payment or another, or by invoice) or was refunded: an old
       * link to a failed attempt then shows the order's true state, not «не оплачен».
       */
      isOrderPaid: boolean;
    };

/** YooKassa's cancellation reasons, in words a customer understands. */
export const PAYMENT_FAILURE_REASONS: Record<string, string> = {
  '3d_secure_failed': 'не пройдена проверка 3-D Secure',
  call_issuer: 'банк, выпустивший карту, отклонил платёж — позвоните в банк',
  card_expired: 'истёк срок действия карты',
  country_forbidden: 'оплата картой этой страны недоступна',
  expired_on_confirmation: 'время на подтверждение оплаты истекло',
  expired_on_capture: 'время на списание истекло',
  fraud_suspected: 'платёж заблокирован из-за подозрения в мошенничестве',
  general_decline: 'платёж отклонён',
  identification_required: 'кошелёк ЮMoney не идентифицирован',
  insufficient_funds: 'недостаточно средств',
  internal_timeout: 'технический сбой на стороне платёжной системы',
  invalid_card_number: 'неверный номер карты',
  invalid_csc: 'неверный код CVV2 (CVC2)',
  issuer_unavailable: 'банк карты недоступен',
  payment_method_limit_exceeded: 'превышен лимит платежей',
  payment_method_restricted: 'операции этим способом оплаты запрещены',
  permission_revoked: 'отозвано разрешение на автоплатежи',
  canceled_by_merchant: 'платёж отменён магазином',
};

const trimmed = (max: number, required: string, base = singleLineText) =>
  base({ error: required }).trim().min(1, required).max(max, `Не длиннее ${max} символов`);

/** A company asking for «Счёт на оплату» instead of paying by card. */
export const InvoiceRequest = z
  .object({
    name: trimmed(300, 'Укажите название организации'),
    // Pasted with spaces («7707 083 893») it is the same number.
    inn: singleLineText({ error: 'Укажите ИНН' })
      .transform(compactInn)
      .pipe(
        z
          .string()
          .regex(/^\d{10}$|^\d{12}$/, 'ИНН — 10 цифр для организации или 12 для ИП')
          .refine(isValidInn, 'ИНН с ошибкой: проверьте цифры'),
      ),
    kpp: singleLineText()
      .trim()
      .regex(/^(\d{9})?$/, 'КПП — 9 цифр')
      .default(''),
    address: trimmed(500, 'Укажите юридический адрес'),
  })
  .refine((v) => v.inn.length === 12 || v.kpp.length === 9, {
    path: ['kpp'],
    message: 'Для организации укажите КПП (9 цифр)',
  });
export type InvoiceRequest = z.infer<typeof InvoiceRequest>;

/** Today's date in Moscow, ISO: the calendar the documents are dated by. */
export const moscowToday = (now = new Date()) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Moscow' }).format(now);

/**
 * «Оплата по счёту получена»: the payment order's date and number, as on the bank statement.
 * `today` bounds the date (ISO, Moscow calendar): a transfer cannot arrive tomorrow.
 */
export const invoicePaymentRecord = (today: string) =>
  z.object({
    paidOn: singleLineText({ error: 'Укажите дату платёжного поручения' })
      .trim()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'Укажите дату платёжного поручения')
      .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)), 'Такой даты нет')
      .refine((d) => d <= today, 'Дата не может быть позже сегодняшней'),
    paymentOrderNumber: singleLineText({ error: 'Укажите номер платёжного поручения' })
      .trim()
      .regex(/^\d{1,20}$/, 'Номер платёжного поручения — от 1 до 20 цифр'),
  });
export type InvoicePaymentRecord = z.infer<ReturnType<typeof invoicePaymentRecord>>;

/** A staff member refunding a paid order under the guarantee. */
export const RefundRequest = z.object({
  reason: trimmed(1000, 'Укажите причину возврата', multilineText),
});
export type RefundRequest = z.infer<typeof RefundRequest>;

/**
 * The receipt of a card payment (54-ФЗ): the provider sends it to the order's address. A test
 * payment has none, and an invoice is paid by transfer (the act is its paper): nothing is said.
 */
export const RECEIPT_NOTE =
  'Кассовый чек платёжная система направит на адрес электронной почты, указанный в заказе. Если письма нет, проверьте папку «Спам».';

export const PAYMENT_MESSAGES = {
  notReady: 'Оплатить можно только готовый отчёт.',
  providerDown:
    'Платёжная система сейчас не отвечает. Заказ сохранён, отчёт ждёт вас — попробуйте оплатить через несколько минут.',
  alreadyPaid: 'Заказ уже оплачен.',
  invoiceNeedsInn: 'Счёт выставляется организации или ИП: в заказе нужен ИНН.',
} as const;
