/**
 * The names a customer's files download under: «Отчёт-2026-000123.pdf» and
 * «Приложение-2026-000123-1.xlsx», never the analyst's working name of the upload (which may
 * be «draft_v3_final_МП.pdf» or name the source). Numbered in upload order (ids grow with it).
 */
export interface NamedFile {
  id: number;
  kind: 'report' | 'appendix';
  fileName: string;
}

export interface CustomerFileName {
  fileName: string;
  /** The plain `filename` of Content-Disposition, for clients that do not read `filename*`. */
  asciiFileName: string;
}

const extensionOf = (name: string) =>
  /\.([A-Za-z0-9]{1,8})$/.exec(name)?.[1]?.toLowerCase() ?? 'pdf';

export function customerFileNames(
  orderNumber: string,
  files: readonly NamedFile[],
): Map<number, CustomerFileName> {
  const names = new Map<number, CustomerFileName>();
  for (const kind of ['report', 'appendix'] as const) {
    const ofKind = files.filter((f) => f.kind === kind).sort((a, b) => a.id - b.id);
    ofKind.forEach((file, index) => {
      const ext = extensionOf(file.fileName);
      // One report is the rule; a second one (never removed) is numbered rather than renamed alike.
      const suffix = kind === 'appendix' ? `-${index + 1}` : index > 0 ? `-${index + 1}` : '';
      names.set(file.id, {
        fileName: `${kind === 'report' ? 'Отчёт' : 'Приложение'}-${orderNumber}${suffix}.${ext}`,
        asciiFileName: `${kind === 'report' ? 'report' : 'appendix'}-${orderNumber}${suffix}.${ext}`,
      });
    });
  }
  return names;
}
