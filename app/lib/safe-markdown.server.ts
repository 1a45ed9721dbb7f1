import { Marked, type Tokens } from 'marked';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

function escapeHtml(text: string) {
  return text.replace(/[&<>"']/g, (ch) => ESCAPES[ch] ?? ch);
}

/** Links may go to this site, the web, mail or phone; `javascript:` and the like are dropped. */
function safeHref(href: string): string | null {
  const trimmed = href.trim();
  if (/^(?:\/(?![/\\])|#)/.test(trimmed)) return trimmed;
  try {
    const url = new URL(trimmed);
    return ['http:', 'https:', 'mailto:', 'tel:'].includes(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * Country texts are edited by staff in Markdown. Staff accounts can be compromised, so the text
 * is treated as untrusted: raw HTML is shown as text, links are filtered by scheme, and images
 * (which the CSP would block anyway) become their alt text.
 */
const marked = new Marked({
  gfm: true,
  breaks: false,
  renderer: {
    html({ text }: Tokens.HTML | Tokens.Tag) {
      return escapeHtml(text);
    },
    link({ href, title, tokens }: Tokens.Link) {
      const inner = this.parser.parseInline(tokens);
      const safe = safeHref(href);
      if (!safe) return inner;
      const external = /^https?:/.test(safe);
      const titleAttr = title ? ` title="${escapeHtml(title)}"` : '';
      const rel = external ? ' rel="noopener noreferrer nofollow" target="_blank"' : '';
      return `<a href="${escapeHtml(safe)}"${titleAttr}${rel}>${inner}</a>`;
    },
    image({ text }: Tokens.Image) {
      return escapeHtml(text);
    },
  },
});

/** Markdown to HTML that is safe to put into the page as it is. */
export function renderSafeMarkdown(markdown: string): string {
  return marked.parse(markdown, { async: false });
}
