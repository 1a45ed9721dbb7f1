import { escapeHtml, escapeMultiline } from './escape-html';
import { inertText } from './inert-text';

/** Label–value pairs as plain-text lines and as the table mail clients render reliably. */
export function fieldsTable(fields: [string, string][]): { text: string; html: string } {
  const shown = fields.filter(([, value]) => value !== '');
  const rows = shown
    .map(
      ([label, value]) =>
        `<tr><td style="padding:4px 12px 4px 0;color:#6b7785;white-space:nowrap;vertical-align:top">${escapeHtml(label)}</td><td style="padding:4px 0">${escapeHtml(value)}</td></tr>`,
    )
    .join('\n');
  return {
    text: shown.map(([label, value]) => `${label}: ${inertText(value)}`).join('\n'),
    html: `<table role="presentation" cellpadding="0" cellspacing="0" style="font-size:15px;margin-bottom:16px">\n${rows}\n</table>`,
  };
}

/** A longer text the sender wrote (a question, a comment), set apart under its label. */
export function quotedBlock(label: string, text: string): string {
  return `<div style="font-size:13px;color:#6b7785;margin-bottom:4px">${escapeHtml(label)}</div>
<div style="font-size:15px;line-height:1.5;padding:12px 16px;background:#f3f5f8;border-radius:6px">${escapeMultiline(text)}</div>`;
}
