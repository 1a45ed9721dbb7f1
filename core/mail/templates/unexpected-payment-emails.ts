import { formatPrice } from '../../../contracts/tariff-duration';
import type { MailContent } from '../mail-message';
import { customerEmail } from './customer-email';
import { emailLayout } from './email-layout';
import { escapeHtml } from './escape-html';

interface UnexpectedPaymentFacts {
  number: string;
  amount: number;
  currency: string;
  /** The Russian note also kept on the order's history, e.g. «Платёж … поступил после отмены…». */
  note: string;
}

/** Staff learn that money arrived for an order that no longer waited for it, and went back. */
export function unexpectedPaymentStaffEmail(
  facts: UnexpectedPaymentFacts & { staffOrderUrl: string },
  siteName: string,
): MailContent {
  const title = `Заказ № ${facts.number}: платёж возвращён автоматически`;
  const lines = [
    `${facts.note}.`,
    `Сумма: ${formatPrice(facts.amount, facts.currency)}.`,
    'Возврат запрошен у платёжной системы; его состояние видно на странице заказа. Если возврат не пройдёт, верните деньги клиенту вручную.',
  ];
  const text = [title, '', ...lines, '', `Страница заказа: ${facts.staffOrderUrl}`].join('\n');
  const bodyHtml = [
    ...lines.map((line) => `<p style="font-size:15px;margin:0 0 14px">${escapeHtml(line)}</p>`),
    `<p style="margin:0"><a href="${escapeHtml(facts.staffOrderUrl)}">Страница заказа</a></p>`,
  ].join('\n');
  return {
    subject: `${title} — ${siteName}`,
    text,
    html: emailLayout({
      siteName,
      title,
      bodyHtml,
      footer: `Письмо отправлено автоматически с сайта ${siteName}.`,
    }),
  };
}

/** The customer learns their payment is going back, and why. */
export function unexpectedPaymentCustomerEmail(
  facts: UnexpectedPaymentFacts & {
    contactName: string;
    statusUrl: string;
    /** Follows «поступил»: « после отмены заказа» or «, когда заказ уже был оплачен по счёту». */
    reason: string;
  },
  siteName: string,
): MailContent {
  return customerEmail({
    siteName,
    title: `Возврат платежа по заказу № ${facts.number}`,
    contactName: facts.contactName,
    paragraphs: [
      `Ваш платёж ${formatPrice(facts.amount, facts.currency)} поступил${facts.reason}, поэтому мы возвращаем его автоматически.`,
      'Деньги вернутся тем же способом, которым вы платили; банк зачисляет их обычно за 1–7 рабочих дней. Если у вас остались вопросы, ответьте на это письмо.',
    ],
    action: { label: 'Страница заказа', url: facts.statusUrl },
  });
}
