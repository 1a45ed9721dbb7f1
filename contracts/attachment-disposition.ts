/**
 * `attachment` with the Russian file name as RFC 5987 `filename*` (RFC 6266) and an ASCII
 * `filename` for clients that do not read the former. Quotes and backslashes cannot break out
 * of the quoted fallback, and no raw non-ASCII byte reaches the header.
 */
export function attachmentDisposition(fileName: string, asciiFallback: string): string {
  const ascii = asciiFallback.replace(/[^\x20-\x7e]|["\\]/g, '_');
  // encodeURIComponent leaves ' ( ) * unencoded; RFC 5987's attr-char does not allow them.
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
