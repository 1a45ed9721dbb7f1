import type { OrderFileType } from '../../../contracts/staff/orders';
import { zipEntryNames } from '../../staff/content/sample-file-type';
import { withoutFormatCharacters } from '../../staff/uploads/file-structure';

const PDF_MAGIC = Buffer.from('%PDF-', 'latin1');

/**
 * What an uploaded file really is, judged by its bytes and never by its name or the browser's
 * type: a PDF (`%PDF-`), a Word document (a ZIP holding `word/document.xml`) or an Excel
 * workbook (a ZIP holding `xl/workbook.xml`). Anything else is null.
 */
export function detectOrderFileType(bytes: Uint8Array): OrderFileType | null {
  const data = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (data.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC)) return 'pdf';
  const entries = zipEntryNames(data);
  if (entries?.includes('word/document.xml')) return 'docx';
  if (entries?.includes('xl/workbook.xml')) return 'xlsx';
  return null;
}

/**
 * The name the file keeps for downloads: the uploaded one without any folder, control or
 * format (bidi) characters, its extension set to what the content is, so a PDF named «.docx» downloads as PDF.
 */
export function storedFileName(uploaded: string, type: OrderFileType, fallback: string): string {
  const base = withoutFormatCharacters(uploaded.split(/[/\\]/).pop() ?? '')
    .replace(/\.(pdf|docx|xlsx|doc|xls|zip|png|jpe?g)$/i, '')
    .trim()
    .slice(0, 150);
  return `${base || fallback}.${type}`;
}
