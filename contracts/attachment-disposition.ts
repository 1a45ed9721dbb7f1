/**
 * `attachment` with the Russian file name as RFC 5987 `filename*` (RFC 6266) and an ASCII
 * `filename` for clients that do not read the former. Quotes and backslashes cannot break out
 * of the quoted fallback, and no raw non-ASCII byte reaches the header.
 */
export function attachmentDisposition(fileName: string, asciiFallback: string): string {
  return disposition('attachment', fileName, asciiFallback);
}

/** The same for a file the browser shows itself (a PDF opened from a link or a QR code). */
export function inlineDisposition(fileName: string, asciiFallback: string): string {
  return disposition('inline', fileName, asciiFallback);
}

function disposition(type: 'attachment' | 'inline', fileName: string, asciiFallback: string) {
  const ascii = asciiFallback.replace(/[^\x20-\x7e]|["\\]/g, '_');
  // encodeURIComponent leaves ' ( ) * unencoded; RFC 5987's attr-char does not allow them.
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
