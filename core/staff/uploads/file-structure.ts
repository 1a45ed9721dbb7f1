import { UPLOAD_STRUCTURE_MESSAGES } from '../../../contracts/staff/upload-messages';
import { zipEntryNames } from '../content/sample-file-type';

const PDF_END = Buffer.from('%%EOF', 'latin1');
/** Writers may append a few bytes after `%%EOF`; the PDF specification reads the last 1 KB. */
const PDF_END_WINDOW = 1024;
/** Browsers sniff a page from the first bytes: HTML there makes a PDF/HTML polyglot. */
const HTML_SNIFF_WINDOW = 8 * 1024;
const HTML_ROOTS = ['<html', '<script', '<!doctype html'];

/**
 * Why a file detected as PDF, DOCX or XLSX by its first bytes is still refused: a PDF must
 * start with `%PDF-` (the caller checked that), end with `%%EOF` within its last kilobyte and
 * carry no HTML root near its start; an Office file must be a ZIP with `[Content_Types].xml`.
 * Null when the file is sound.
 */
export function fileStructureProblem(
  type: 'pdf' | 'docx' | 'xlsx',
  bytes: Uint8Array,
): string | null {
  const data = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (type === 'pdf') {
    if (!data.subarray(Math.max(0, data.length - PDF_END_WINDOW)).includes(PDF_END)) {
      return UPLOAD_STRUCTURE_MESSAGES.pdfBroken;
    }
    const head = data.subarray(0, HTML_SNIFF_WINDOW).toString('latin1').toLowerCase();
    if (HTML_ROOTS.some((root) => head.includes(root)))
      return UPLOAD_STRUCTURE_MESSAGES.pdfWithHtml;
    return null;
  }
  return zipEntryNames(data)?.includes('[Content_Types].xml')
    ? null
    : UPLOAD_STRUCTURE_MESSAGES.officeBroken;
}

/**
 * A file name as staff and customers see it: no control or format characters, so bidi
 * overrides (U+202A–U+202E, U+2066–U+2069), marks (U+200E/F) and zero-width characters cannot
 * make «отчёт‮fdp.exe» read as something else.
 */
export function withoutFormatCharacters(name: string): string {
  return name.replace(/[\p{Cc}\p{Cf}]/gu, '');
}
