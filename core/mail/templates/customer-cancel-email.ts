import type { MailContent } from '../mail-message';
import { emailLayout } from './email-layout';
import { escapeHtml } from './escape-html';
import { fieldsTable, quotedBlock } from './fields-table';
import { formatMailTime } from './format-mail-time';

export interface CustomerCancelFacts {
  number: string;
  companyName: string;
  countryName: string;
  contactName: string;
  email: string;
  /** The status the order had: work already started is to be stopped. */
  wasInProgress: boolean;
  reason: string;
  at: Date;
}

/** Staff notice that a customer cancelled their order from its page: stop any work on it. */
export function customerCancelledStaffEmail(
  facts: CustomerCancelFacts,
  siteName: string,
): MailContent {
  const title = `Клиент отменил заказ № ${facts.number}`;
  const table = fieldsTable([
    ['Компания', facts.companyName],
    ['Страна', facts.countryName],
    ['Клиент', `${facts.contactName} <${facts.email}>`],
    ['Статус до отмены', facts.wasInProgress ? 'в работе' : 'новый'],
    ['Время', formatMailTime(facts.at)],
  ]);
  const next = facts.wasInProgress
    ? 'Заказ был в работе: остановите подготовку отчёта.'
    : 'Заказ ещё не был взят в работу: делать ничего не нужно.';
  const footer = `Письмо отправлено автоматически с сайта ${siteName}.`;
  const text = [
    `Клиент отменил заказ № ${facts.number} на странице заказа.`,
    '',
    table.text,
    ...(facts.reason ? ['', `Причина: ${facts.reason}`] : []),
    '',
    next,
    '',
    '—',
    footer,
  ].join('\n');
  const bodyHtml = `<p style="font-size:15px;margin:0 0 16px">Клиент отменил заказ № ${escapeHtml(facts.number)} на странице заказа.</p>
${table.html}
${facts.reason ? quotedBlock('Причина', facts.reason) : ''}
<p style="font-size:14px;color:#3b4654;margin:0">${escapeHtml(next)}</p>`;
  return {
    subject: `${title} — ${siteName}`,
    text,
    html: emailLayout({ siteName, title, bodyHtml, footer }),
  };
}
