import type { MailContent } from '../mail-message';
import { emailLayout } from './email-layout';
import { escapeHtml, escapeMultiline } from './escape-html';
import { formatMailTime } from './format-mail-time';

export interface QuestionForEmail {
  id: number;
  name: string;
  phone: string;
  email: string;
  message: string;
  createdAt: Date;
}

const SUBJECT_NAME_MAX = 60;

/** Staff notification of a question sent through the contact form. */
export function questionStaffEmail(question: QuestionForEmail, siteName: string): MailContent {
  const name = question.name.replace(/\s+/g, ' ');
  const shortName =
    name.length > SUBJECT_NAME_MAX ? `${name.slice(0, SUBJECT_NAME_MAX - 1)}…` : name;
  const time = formatMailTime(question.createdAt);
  const title = `Новый вопрос № ${question.id}`;
  const fields: [string, string][] = [
    ['Имя', question.name],
    ['Телефон', question.phone],
    ['E-mail', question.email],
    ['Время', time],
  ];
  const footer = `Письмо отправлено автоматически с сайта ${siteName}. Ответ на него уйдёт автору вопроса.`;

  const text = [
    `${title} с сайта ${siteName}`,
    '',
    ...fields.map(([label, value]) => `${label}: ${value}`),
    '',
    'Сообщение:',
    question.message,
    '',
    '—',
    footer,
  ].join('\n');

  const rows = fields
    .map(
      ([label, value]) =>
        `<tr><td style="padding:4px 12px 4px 0;color:#6b7785;white-space:nowrap;vertical-align:top">${escapeHtml(label)}</td><td style="padding:4px 0">${escapeHtml(value)}</td></tr>`,
    )
    .join('\n');
  const bodyHtml = `<table role="presentation" cellpadding="0" cellspacing="0" style="font-size:15px;margin-bottom:16px">
${rows}
</table>
<div style="font-size:13px;color:#6b7785;margin-bottom:4px">Сообщение</div>
<div style="font-size:15px;line-height:1.5;padding:12px 16px;background:#f3f5f8;border-radius:6px">${escapeMultiline(question.message)}</div>`;

  return {
    subject: `Новый вопрос с сайта: ${shortName}`,
    text,
    html: emailLayout({ siteName, title, bodyHtml, footer }),
  };
}
