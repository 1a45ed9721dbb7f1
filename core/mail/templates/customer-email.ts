import type { MailContent } from '../mail-message';
import { emailLayout } from './email-layout';
import { escapeHref, escapeHtml } from './escape-html';
import { inertText } from './inert-text';

export interface CustomerEmailParts {
  siteName: string;
  /** Subject and heading, without the site's name. */
  title: string;
  contactName: string;
  paragraphs: string[];
  /** The one thing to do, as a button (HTML) and a bare link (text). */
  action?: { label: string; url: string };
  /** Further links, each on its own line. */
  links?: { label: string; url: string }[];
  footer?: string;
}

/** A message to a customer: greeting, paragraphs, one button; plain text and HTML alike. */
export function customerEmail(parts: CustomerEmailParts): MailContent {
  const footer =
    parts.footer ??
    `Вы получили это письмо, потому что оформили заказ на сайте ${parts.siteName}. Ссылки в письме личные — не пересылайте их посторонним.`;
  const links = parts.links ?? [];
  const text = [
    `Здравствуйте, ${inertText(parts.contactName)}!`,
    '',
    ...parts.paragraphs.flatMap((p) => [inertText(p), '']),
    ...(parts.action ? [`${parts.action.label}: ${parts.action.url}`, ''] : []),
    ...links.map((l) => `${l.label}: ${l.url}`),
    ...(links.length ? [''] : []),
    '—',
    footer,
  ].join('\n');
  const p = (html: string) => `<p style="font-size:15px;margin:0 0 14px">${html}</p>`;
  const bodyHtml = [
    p(`Здравствуйте, ${escapeHtml(parts.contactName)}!`),
    ...parts.paragraphs.map((x) => p(escapeHtml(x))),
    parts.action
      ? `<p style="margin:0 0 16px"><a href="${escapeHref(parts.action.url)}" style="display:inline-block;background:#1a4fd1;color:#ffffff;text-decoration:none;padding:10px 18px;border-radius:6px;font-weight:bold">${escapeHtml(parts.action.label)}</a></p>`
      : '',
    ...links.map((l) =>
      p(`<a href="${escapeHref(l.url)}" style="color:#1a4fd1">${escapeHtml(l.label)}</a>`),
    ),
  ].join('\n');
  return {
    subject: `${parts.title} — ${parts.siteName}`,
    text,
    html: emailLayout({ siteName: parts.siteName, title: parts.title, bodyHtml, footer }),
  };
}
