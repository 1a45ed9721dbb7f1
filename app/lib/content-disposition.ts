/**
 * The file name of a Content-Disposition header. RFC 6266: `filename*` (RFC 5987, percent-encoded
 * UTF-8, which carries Russian names) wins over the plain `filename`. Path parts are dropped so a
 * name can never point outside the downloads folder.
 */
export function fileNameFromContentDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*([^;]+)/i.exec(header)?.[1]?.trim();
  if (extended) {
    const match = /^([\w!#$%&+^`{}~-]+)'[^']*'(.+)$/.exec(extended.replace(/^"|"$/g, ''));
    if (match?.[1] && match[2]) {
      try {
        const decoded =
          match[1].toLowerCase() === 'utf-8'
            ? decodeURIComponent(match[2])
            : // ISO-8859-1 is the only other charset RFC 5987 requires: bytes map to code points.
              match[2].replace(/%([0-9a-f]{2})/gi, (_, hex: string) =>
                String.fromCharCode(parseInt(hex, 16)),
              );
        const safe = baseName(decoded);
        if (safe) return safe;
      } catch {
        // A malformed escape: fall back to the plain filename.
      }
    }
  }
  const plain = /(?:^|;)\s*filename\s*=\s*("(?:[^"\\]|\\.)*"|[^;]*)/i.exec(header)?.[1]?.trim();
  if (!plain) return null;
  const unquoted = plain.startsWith('"') ? plain.slice(1, -1).replace(/\\(.)/g, '$1') : plain;
  return baseName(unquoted);
}

function baseName(name: string): string | null {
  const last = name.split(/[/\\]/).pop()?.trim() ?? '';
  return last && last !== '.' && last !== '..' ? last : null;
}
