import { formatPhone } from '../../../contracts/phone';
import type { MailContent } from '../mail-message';
import { emailLayout } from './email-layout';
import { fieldsTable, quotedBlock } from './fields-table';
import { formatMailTime } from './format-mail-time';
import { inertText } from './inert-text';

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
  const table = fieldsTable([
    ['Имя', question.name],
    ['Телефон', formatPhone(question.phone)],
    ['E-mail', question.email],
    ['Время', time],
  ]);
  const footer = `Письмо отправлено автоматически с сайта ${siteName}. Ответ на него уйдёт автору вопроса.`;
  const text = [
    `${title} с сайта ${siteName}`,
    '',
    table.text,
    '',
    'Сообщение:',
    inertText(question.message),
    '',
    '—',
    footer,
  ].join('\n');
  const bodyHtml = `${table.html}\n${quotedBlock('Сообщение', question.message)}`;

  return {
    subject: `Новый вопрос с сайта: ${shortName}`,
    text,
    html: emailLayout({ siteName, title, bodyHtml, footer }),
  };
}
