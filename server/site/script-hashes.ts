import { createHash } from 'node:crypto';

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const TYPE = /\btype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;
/** Types a browser runs (or, for import maps, reads as code) and so checks against script-src. */
const EXECUTED_TYPES = new Set([
  '',
  'module',
  'importmap',
  'text/javascript',
  'application/javascript',
]);

/**
 * The CSP sources (`'sha256-…'`) that allow exactly the inline scripts of `html`: a kept page is
 * the same bytes for everyone, so its own scripts are allowed by their hashes rather than by a
 * per-answer nonce, and anything injected into it still is not. Data blocks (JSON-LD) are not
 * scripts to the browser and are left out.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', content = ''] of html.matchAll(SCRIPT)) {
    if (/(^|\s)src\s*=/i.test(attributes)) continue;
    const match = TYPE.exec(attributes);
    const type = (match?.[1] ?? match?.[2] ?? match?.[3] ?? '').trim().toLowerCase();
    if (!EXECUTED_TYPES.has(type)) continue;
    // The HTML parser turns CR LF and lone CR into LF before the browser hashes the text.
    const text = content.replace(/\r\n?/g, '\n');
    hashes.add(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}
