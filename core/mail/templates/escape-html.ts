const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
  // Typed text can then never form a private link's stand-in (`~~kind.…~~`) in a stored message.
  '~': '&#126;',
};

/** Makes user text inert inside HTML text and quoted attributes. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"'~]/g, (ch) => ENTITIES[ch] ?? ch);
}

/**
 * A link the template built, for a quoted `href`: escaped like text except for `~`, so the
 * stand-ins of its private parts stay whole for the mail worker to rebuild.
 */
export function escapeHref(url: string): string {
  return url.replace(/[&<>"']/g, (ch) => ENTITIES[ch] ?? ch);
}

/** Escaped text whose line breaks stay visible in an HTML message. */
export function escapeMultiline(value: string): string {
  return escapeHtml(value).replace(/\r?\n/g, '<br>');
}
