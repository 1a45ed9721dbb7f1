import { makeZip } from '../helpers/zip-file';

/** Small files of each kind a sample upload may be, built byte by byte for the tests. */

export function pdfFile(note = 'образец'): Buffer {
  return Buffer.from(`%PDF-1.4\n% ${note}\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n`);
}

/** A ZIP of the given entries, laid out as a .docx or .xlsx is. */
export function zipFile(entries: Record<string, string>): Buffer {
  return makeZip(
    Object.entries(entries).map(([name, text]) => ({ name, data: Buffer.from(text) })),
  );
}

export function docxFile(): Buffer {
  return zipFile({
    '[Content_Types].xml': '<?xml version="1.0"?><Types/>',
    '_rels/.rels': '<?xml version="1.0"?><Relationships/>',
    'word/document.xml': '<?xml version="1.0"?><w:document><w:body/></w:document>',
  });
}

export function xlsxFile(): Buffer {
  return zipFile({
    '[Content_Types].xml': '<?xml version="1.0"?><Types/>',
    'xl/workbook.xml': '<?xml version="1.0"?><workbook/>',
  });
}

/** An OLE compound file whose directory names the given stream (WordDocument for .doc). */
export function oleFile(streamName: string): Buffer {
  const file = Buffer.alloc(1536);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(file, 0);
  Buffer.from('Root Entry', 'utf16le').copy(file, 512);
  Buffer.from(streamName, 'utf16le').copy(file, 640);
  return file;
}

export function pngFile(): Buffer {
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    Buffer.from('\0\0\0\rIHDR\0\0\0\x01\0\0\0\x01\x08\x06\0\0\0', 'latin1'),
  ]);
}

/** A PDF that is also a web page: HTML right after the signature, `%%EOF` at the end. */
export function pdfHtmlPolyglot(): Buffer {
  return Buffer.from(
    '%PDF-1.4\n<!DOCTYPE html><html><script>alert(document.cookie)</script></html>\n%%EOF\n',
  );
}

/** A PDF cut short: the signature but no `%%EOF` in its last kilobyte. */
export function truncatedPdf(): Buffer {
  return Buffer.concat([pdfFile().subarray(0, 30), Buffer.alloc(2048, 0x20)]);
}

/** A ZIP holding a Word document's main part but no `[Content_Types].xml`. */
export function docxWithoutContentTypes(): Buffer {
  return zipFile({ 'word/document.xml': '<?xml version="1.0"?><w:document/>' });
}
