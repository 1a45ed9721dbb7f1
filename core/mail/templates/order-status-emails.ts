import { formatDate } from '../../../contracts/dates';
import {
  COMPANY_NOT_FOUND_NEXT_TEXT,
  ORDER_CANCEL_CUSTOMER_TEXT,
  ORDER_NO_CHARGE_TEXT,
  REFUND_GUARANTEE_TEXT,
} from '../../../contracts/staff/orders';
import type { OrderCancelReason } from '../../../contracts/order-cancel-reasons';
import { formatPrice } from '../../../contracts/tariff-duration';
import type { MailContent } from '../mail-message';
import { customerEmail } from './customer-email';
import { quoteRu } from '../../../contracts/quote-ru';

/** What every message about a staff member's move of an order needs to say. */
export interface OrderStatusMailFacts {
  number: string;
  contactName: string;
  companyName: string;
  countryName: string;
  price: number;
  currency: string;
  expectedReadyDate: string;
  /** The customer's private status page, absolute. */
  statusUrl: string;
}

const dueDate = (isoDate: string) => formatDate(isoDate);
const company = (order: OrderStatusMailFacts) =>
  `${quoteRu(order.companyName)} (${order.countryName})`;

/** new → in_progress: an analyst started, and when to expect the report. */
export function orderTakenEmail(order: OrderStatusMailFacts, siteName: string): MailContent {
  return customerEmail({
    siteName,
    title: `Заказ № ${order.number} взят в работу`,
    contactName: order.contactName,
    paragraphs: [
      `Аналитик начал готовить отчёт о компании ${company(order)}: собирает сведения в официальных источниках страны.`,
      `Ориентировочная дата готовности — ${dueDate(order.expectedReadyDate)}. Когда отчёт будет готов, мы пришлём письмо.`,
      'Оплата — только после готовности отчёта.',
    ],
    action: { label: 'Открыть страницу заказа', url: order.statusUrl },
  });
}

/** in_progress → ready: the report exists and opens after payment on the status page. */
export function reportReadyEmail(order: OrderStatusMailFacts, siteName: string): MailContent {
  return customerEmail({
    siteName,
    title: `Отчёт по заказу № ${order.number} готов`,
    contactName: order.contactName,
    paragraphs: [
      `Отчёт о компании ${company(order)} готов.`,
      `Стоимость — ${formatPrice(order.price, order.currency)}. Оплатить можно на странице заказа картой или через СБП, а организации и ИП — по счёту. Отчёт станет доступен для скачивания на странице заказа после оплаты.`,
      'Если сведения отчёта окажутся недостоверными или будут противоречить официальным источникам, мы вернём 100 % стоимости.',
    ],
    action: { label: 'Оплатить и получить отчёт', url: order.statusUrl },
  });
}

/** Cancelled by staff: why, that nothing is owed, and for a company not found what to do next. */
export function orderCancelledEmail(
  order: OrderStatusMailFacts & { reasonCode: OrderCancelReason; reason: string },
  siteName: string,
): MailContent {
  const isNotFound = order.reasonCode === 'company_not_found';
  const why =
    order.reasonCode === 'other'
      ? `Заказ на отчёт о компании ${company(order)} отменён. Причина: ${order.reason}`
      : `Заказ на отчёт о компании ${company(order)} отменён. ${ORDER_CANCEL_CUSTOMER_TEXT[order.reasonCode]}`;
  const comment =
    order.reasonCode !== 'other' && order.reason
      ? [`Комментарий специалиста: ${order.reason}`]
      : [];
  return customerEmail({
    siteName,
    title: `Заказ № ${order.number} отменён`,
    contactName: order.contactName,
    paragraphs: [
      why,
      ...comment,
      ORDER_NO_CHARGE_TEXT,
      ...(isNotFound
        ? [COMPANY_NOT_FOUND_NEXT_TEXT, REFUND_GUARANTEE_TEXT]
        : ['Если это ошибка или у вас остались вопросы, ответьте на это письмо.']),
    ],
    action: { label: 'Открыть страницу заказа', url: order.statusUrl },
  });
}
