import { escapeHtml } from './escape-html';

export interface EmailLayoutOptions {
  siteName: string;
  /** Shown as the heading; plain text, escaped here. */
  title: string;
  /** Already escaped HTML of the message body. */
  bodyHtml: string;
  /** Plain text under the body, e.g. why the recipient gets this message. */
  footer: string;
}

/**
 * The frame every HTML message shares. Inline styles and a table layout, because mail clients
 * drop <style> blocks and ignore modern CSS.
 */
export function emailLayout({ siteName, title, bodyHtml, footer }: EmailLayoutOptions): string {
  return `<!doctype html>
<html lang="ru">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:0;background:#f3f5f8;font-family:Arial,Helvetica,sans-serif;color:#1d2733">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f3f5f8;padding:24px 0">
<tr><td align="center">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;width:100%;background:#ffffff;border-radius:8px;overflow:hidden">
<tr><td style="background:#0f3d6e;color:#ffffff;padding:16px 24px;font-size:20px;font-weight:bold">${escapeHtml(siteName)}</td></tr>
<tr><td style="padding:24px">
<h1 style="margin:0 0 16px;font-size:20px;color:#0f3d6e">${escapeHtml(title)}</h1>
${bodyHtml}
</td></tr>
<tr><td style="padding:16px 24px;border-top:1px solid #e3e8ef;font-size:12px;color:#6b7785">${escapeHtml(footer)}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`;
}
