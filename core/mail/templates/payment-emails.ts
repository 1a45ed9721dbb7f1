import { formatPrice } from '../../../contracts/tariff-duration';
import type { MailContent } from '../mail-message';
import { customerEmail } from './customer-email';
import { quoteRu } from '../../../contracts/quote-ru';

interface OrderMailFacts {
  number: string;
  contactName: string;
  companyName: string;
  amount: number;
  currency: string;
  statusUrl: string;
}

/** After the money arrived: the report link (signed, expiring) and the act. */
export function paymentReceivedEmail(
  order: OrderMailFacts & { reportUrl: string; hasAct: boolean },
  siteName: string,
): MailContent {
  return customerEmail({
    siteName,
    title: `Оплата заказа № ${order.number} получена`,
    contactName: order.contactName,
    paragraphs: [
      `Мы получили оплату ${formatPrice(order.amount, order.currency)} за отчёт о компании ${quoteRu(order.companyName)}. Спасибо!`,
      'Отчёт можно скачать по кнопке ниже в течение 30 дней; позже ссылку можно запросить заново на её странице. Отчёт и закрывающие документы всегда доступны и на странице заказа.',
      'Если данные отчёта окажутся неточными или противоречат официальным источникам, мы вернём 100 % оплаты — просто ответьте на это письмо.',
    ],
    action: { label: 'Скачать отчёт', url: order.reportUrl },
    links: [
      {
        label: order.hasAct ? 'Страница заказа (акт оказанных услуг)' : 'Страница заказа',
        url: order.statusUrl,
      },
    ],
  });
}

/** The provider said no: why, and that nothing is lost. */
export function paymentFailedEmail(
  order: OrderMailFacts & { reason: string | null },
  siteName: string,
): MailContent {
  return customerEmail({
    siteName,
    title: `Оплата заказа № ${order.number} не прошла`,
    contactName: order.contactName,
    paragraphs: [
      `Платёж ${formatPrice(order.amount, order.currency)} за отчёт о компании ${quoteRu(order.companyName)} не прошёл${order.reason ? `: ${order.reason}` : ''}. Деньги не списаны.`,
      'Отчёт готов и ждёт вас: оплатить его можно снова на странице заказа — другой картой или, для организаций, по счёту.',
    ],
    action: { label: 'Оплатить снова', url: order.statusUrl },
  });
}

/** The guarantee kept: the money went back. */
export function refundMadeEmail(
  order: OrderMailFacts & { method: 'provider' | 'bank' },
  siteName: string,
): MailContent {
  return customerEmail({
    siteName,
    title: `Возврат по заказу № ${order.number}`,
    contactName: order.contactName,
    paragraphs: [
      `Мы вернули ${formatPrice(order.amount, order.currency)} за отчёт о компании ${quoteRu(order.companyName)} по гарантии возврата.`,
      order.method === 'provider'
        ? 'Деньги вернутся тем же способом, которым вы платили; банк зачисляет их обычно за 1–7 рабочих дней.'
        : 'Деньги отправлены банковским переводом на счёт, с которого пришла оплата.',
      'Если у вас остались вопросы, ответьте на это письмо.',
    ],
    action: { label: 'Страница заказа', url: order.statusUrl },
  });
}

/** «Счёт на оплату» issued for a company. */
export function invoiceIssuedEmail(
  order: OrderMailFacts & { invoiceUrl: string; buyerName: string },
  siteName: string,
): MailContent {
  return customerEmail({
    siteName,
    title: `Счёт на оплату заказа № ${order.number}`,
    contactName: order.contactName,
    paragraphs: [
      `Выставили счёт на ${formatPrice(order.amount, order.currency)} для ${quoteRu(order.buyerName)} за отчёт о компании ${quoteRu(order.companyName)}.`,
      'Когда оплата поступит на наш счёт, мы пришлём письмо со ссылкой на отчёт и акт оказанных услуг. Обычно банковский перевод идёт 1–2 рабочих дня.',
    ],
    action: { label: 'Скачать счёт (PDF)', url: order.invoiceUrl },
    links: [{ label: 'Страница заказа', url: order.statusUrl }],
  });
}

/** A fresh report link, asked for on the page of an expired one. */
export function reportLinkEmail(
  order: Pick<OrderMailFacts, 'number' | 'contactName' | 'companyName' | 'statusUrl'> & {
    reportUrl: string;
  },
  siteName: string,
): MailContent {
  return customerEmail({
    siteName,
    title: `Новая ссылка на отчёт по заказу № ${order.number}`,
    contactName: order.contactName,
    paragraphs: [
      `Вот новая ссылка на отчёт о компании ${quoteRu(order.companyName)}. Она действует 30 дней.`,
    ],
    action: { label: 'Скачать отчёт', url: order.reportUrl },
    links: [{ label: 'Страница заказа', url: order.statusUrl }],
  });
}
