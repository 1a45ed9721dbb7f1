import { formatDate } from '../../../contracts/dates';
import { formatPrice, formatTariffDuration } from '../../../contracts/tariff-duration';
import { REPORT_LANGUAGE_LABELS } from '../../../contracts/order';
import type { OrderForMail } from '../../orders/customer/create-order';
import type { MailContent } from '../mail-message';
import { emailLayout } from './email-layout';
import { escapeHref, escapeHtml } from './escape-html';
import { fieldsTable, quotedBlock } from './fields-table';
import { formatMailTime } from './format-mail-time';
import { inertText } from './inert-text';
import { normalizeBaseUrl } from '../../../contracts/base-url';

function languageText(order: OrderForMail) {
  const { language, languageOther } = order.request;
  return language === 'other' ? languageOther : REPORT_LANGUAGE_LABELS[language];
}

function orderFields(order: OrderForMail): [string, string][] {
  return [
    ['Компания', order.company.name],
    ['Рег. номер', order.company.regCode ?? ''],
    ['Страна', order.countryName],
    ['Тариф', order.tariff.name],
    ['Стоимость', formatPrice(order.tariff.price, order.tariff.currency)],
    ['Срок', formatTariffDuration(order.tariff)],
    ['Готовность ориентировочно', formatDate(order.expectedReadyDate)],
    ['Язык отчёта', languageText(order)],
  ];
}

/** The customer's confirmation: the number, the private link and what happens next. */
export function orderCreatedCustomerEmail(
  order: OrderForMail,
  siteName: string,
  baseUrl: string,
): MailContent {
  const link = `${normalizeBaseUrl(baseUrl)}${order.statusPath}`;
  const title = `Заказ № ${order.number} принят`;
  const table = fieldsTable(orderFields(order));
  const next =
    'Оплата — только после готовности отчёта. Когда отчёт будет готов, мы пришлём письмо, и вы сможете оплатить его и скачать на странице заказа.';
  const footer = `Вы получили это письмо, потому что оформили заказ на сайте ${siteName}. Ссылка на заказ личная — не пересылайте её посторонним.`;
  const text = [
    `Здравствуйте, ${inertText(order.request.contactName)}!`,
    '',
    `Мы приняли ваш заказ № ${order.number} на отчёт о компании.`,
    '',
    table.text,
    '',
    `Статус заказа: ${link}`,
    '',
    next,
    '',
    '—',
    footer,
  ].join('\n');
  const bodyHtml = `<p style="font-size:15px;margin:0 0 12px">Здравствуйте, ${escapeHtml(order.request.contactName)}!</p>
<p style="font-size:15px;margin:0 0 16px">Мы приняли ваш заказ № ${escapeHtml(order.number)} на отчёт о компании.</p>
${table.html}
<p style="margin:0 0 16px"><a href="${escapeHref(link)}" style="display:inline-block;background:#1a4fd1;color:#ffffff;text-decoration:none;padding:10px 18px;border-radius:6px;font-weight:bold">Открыть страницу заказа</a></p>
<p style="font-size:14px;color:#3b4654;margin:0">${escapeHtml(next)}</p>`;
  return {
    subject: `${title} — ${siteName}`,
    text,
    html: emailLayout({ siteName, title, bodyHtml, footer }),
  };
}

/** Staff notification with everything needed to start work on the order. */
export function orderCreatedStaffEmail(
  order: OrderForMail,
  siteName: string,
  baseUrl: string,
): MailContent {
  const { request, company } = order;
  const title = `Новый заказ № ${order.number}`;
  const table = fieldsTable([
    ...orderFields(order),
    [
      'Данные компании',
      company.isManual ? 'введены клиентом вручную (нет в реестре)' : 'из реестра',
    ],
    ['Название (лат.)', company.nameLat !== company.name ? company.nameLat : ''],
    ['TAX/VAT', company.vatCode ?? ''],
    ['Адрес', company.address ?? ''],
    ['Дополнительно', company.addInfo ?? ''],
    ['Клиент', request.contactName],
    ['E-mail', request.email],
    ['Телефон', request.phone],
    ['Организация', request.organisation],
    ['ИНН', request.inn],
    ['Время', formatMailTime(order.createdAt)],
  ]);
  const footer = `Письмо отправлено автоматически с сайта ${siteName}. Ответ на него уйдёт клиенту.`;
  const comment = request.comment ? quotedBlock('Комментарий клиента', request.comment) : '';
  const text = [
    title,
    '',
    table.text,
    ...(request.comment ? ['', 'Комментарий клиента:', inertText(request.comment)] : []),
    '',
    `Страница заказа: ${normalizeBaseUrl(baseUrl)}${order.statusPath}`,
  ].join('\n');
  return {
    subject: `${title}: ${company.name} (${order.countryName})`,
    text,
    html: emailLayout({ siteName, title, bodyHtml: `${table.html}${comment}`, footer }),
  };
}
