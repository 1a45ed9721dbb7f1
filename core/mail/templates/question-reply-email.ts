import type { MailContent } from '../mail-message';
import { emailLayout } from './email-layout';
import { escapeHtml, escapeMultiline } from './escape-html';
import { quotedBlock } from './fields-table';
import { formatMailTime } from './format-mail-time';
import { inertText } from './inert-text';

export interface QuestionReplyFacts {
  /** The visitor's name as they typed it. */
  name: string;
  /** Their question, quoted under the answer. */
  question: string;
  askedAt: Date;
  /** The staff member's answer. */
  reply: string;
  /** Who answers, for the signature. */
  staffName: string;
}

export interface QuestionReplySite {
  siteName: string;
  siteEmail: string;
  sitePhone: string;
}

/** One line for the visitor's subject line, whatever they typed in the name. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * Staff's answer to a contact-form question: the answer, a signature and their own question
 * quoted below, so the visitor sees what is being answered. The visitor replies to SITE_EMAIL.
 */
export function questionReplyEmail(
  facts: QuestionReplyFacts,
  site: QuestionReplySite,
): MailContent {
  const name = oneLine(facts.name);
  const title = 'Ответ на ваш вопрос';
  const askedAt = formatMailTime(facts.askedAt);
  const signature = ['С уважением,', oneLine(facts.staffName), site.siteName];
  const contacts = `${site.siteEmail} · ${site.sitePhone}`;
  const footer = `Вы получили это письмо, потому что задали вопрос на сайте ${site.siteName}. Чтобы продолжить разговор, просто ответьте на него.`;
  const text = [
    `Здравствуйте, ${inertText(name)}!`,
    '',
    inertText(facts.reply),
    '',
    ...signature.map(inertText),
    contacts,
    '',
    `Ваш вопрос от ${askedAt}:`,
    ...facts.question.split(/\r?\n/).map((line) => `> ${inertText(line)}`),
    '',
    '—',
    footer,
  ].join('\n');
  const p = (html: string, style = '') =>
    `<p style="font-size:15px;line-height:1.5;margin:0 0 14px${style}">${html}</p>`;
  const bodyHtml = [
    p(`Здравствуйте, ${escapeHtml(name)}!`),
    p(escapeMultiline(facts.reply)),
    p(signature.map(escapeHtml).join('<br>')),
    p(escapeHtml(contacts), ';font-size:13px;color:#6b7785'),
    quotedBlock(`Ваш вопрос от ${askedAt}`, facts.question),
  ].join('\n');
  return {
    subject: `${title} — ${site.siteName}`,
    text,
    html: emailLayout({ siteName: site.siteName, title, bodyHtml, footer }),
  };
}
