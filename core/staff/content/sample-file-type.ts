import type { SampleUploadExtension } from '../../reports/sample/sample-report-keys';

const PDF_MAGIC = Buffer.from('%PDF-', 'latin1');
const OLE_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP_LOCAL_HEADER = 0x04034b50;
const ZIP_END_OF_DIRECTORY = 0x06054b50;
const ZIP_DIRECTORY_ENTRY = 0x02014b50;
// The end record is 22 bytes plus a comment of at most 65,535.
const ZIP_END_SEARCH = 22 + 0xffff;
// A Word 97–2003 file keeps its text in a stream of this name (UTF-16LE in the OLE directory).
const WORD_STREAM_NAME = Buffer.from('WordDocument', 'utf16le');

/** The names of the entries in a ZIP file's central directory; null when it is no ZIP. */
export function zipEntryNames(data: Buffer): string[] | null {
  if (data.length < 22 || data.readUInt32LE(0) !== ZIP_LOCAL_HEADER) return null;
  const floor = Math.max(0, data.length - ZIP_END_SEARCH);
  let end = -1;
  for (let i = data.length - 22; i >= floor; i--) {
    if (data.readUInt32LE(i) === ZIP_END_OF_DIRECTORY) {
      end = i;
      break;
    }
  }
  if (end < 0) return null;
  const count = data.readUInt16LE(end + 10);
  let offset = data.readUInt32LE(end + 16);
  const names: string[] = [];
  for (let n = 0; n < count; n++) {
    if (offset + 46 > data.length || data.readUInt32LE(offset) !== ZIP_DIRECTORY_ENTRY) return null;
    const nameLength = data.readUInt16LE(offset + 28);
    const extraLength = data.readUInt16LE(offset + 30);
    const commentLength = data.readUInt16LE(offset + 32);
    const nameEnd = offset + 46 + nameLength;
    if (nameEnd > data.length) return null;
    names.push(data.toString('utf8', offset + 46, nameEnd));
    offset = nameEnd + extraLength + commentLength;
  }
  return names;
}

/**
 * What a sample report file really is, judged by its bytes and never by its name: a PDF
 * (`%PDF-`), a Word document (a ZIP holding `word/document.xml`) or a Word 97–2003 document
 * (an OLE compound file with a WordDocument stream). Anything else is null.
 */
export function detectSampleFileType(bytes: Uint8Array): SampleUploadExtension | null {
  const data = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (data.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC)) return 'pdf';
  if (data.subarray(0, OLE_MAGIC.length).equals(OLE_MAGIC)) {
    return data.includes(WORD_STREAM_NAME) ? 'doc' : null;
  }
  const entries = zipEntryNames(data);
  if (entries?.includes('word/document.xml')) return 'docx';
  return null;
}
