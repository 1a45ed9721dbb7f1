import { z } from 'zod';
import { multilineText } from './text';

/** The statuses a customer may cancel in: before the report is ready (the offer's terms). */
export const CUSTOMER_CANCELLABLE = ['new', 'in_progress'] as const;

export const CUSTOMER_CANCEL_MESSAGES = {
  notCancellable:
    'Этот заказ уже нельзя отменить: отчёт готов или заказ закрыт. Обновите страницу заказа.',
  statusChanged:
    'Статус заказа изменился, пока страница была открыта. Обновите страницу и проверьте заказ.',
  done: 'Заказ отменён. Платить ничего не нужно; мы сообщили об отмене нашим сотрудникам.',
} as const;

/** The status page's «Отменить заказ» form, confirmed. */
export const CustomerCancelRequest = z.object({
  /** The status the page showed: a change since then refuses the cancellation. */
  expected: z.enum(CUSTOMER_CANCELLABLE, { error: CUSTOMER_CANCEL_MESSAGES.notCancellable }),
  reason: multilineText()
    .trim()
    .max(1000, { error: 'Не длиннее 1000 символов' })
    .transform((v) => v.replace(/\r\n?/g, '\n'))
    .default(''),
});
export type CustomerCancelRequest = z.infer<typeof CustomerCancelRequest>;
export type CustomerCancelInput = z.input<typeof CustomerCancelRequest>;
