import { describe, expect, it } from 'vitest';
import { UPLOAD_STRUCTURE_MESSAGES } from '../../../contracts/staff/upload-messages';
import { fileStructureProblem, withoutFormatCharacters } from './file-structure';

const pdf = (body: string) => Buffer.from(`%PDF-1.7\n${body}`, 'latin1');

describe('the structure of an uploaded file', () => {
  it('takes a PDF ending in %%EOF, also with a few bytes after it', () => {
    expect(fileStructureProblem('pdf', pdf('1 0 obj<<>>endobj\n%%EOF\n'))).toBeNull();
    expect(fileStructureProblem('pdf', pdf(`${'x'.repeat(5000)}\n%%EOF\r\n\0\0`))).toBeNull();
  });

  it('refuses a PDF without %%EOF in its last kilobyte', () => {
    expect(fileStructureProblem('pdf', pdf(`%%EOF\n${' '.repeat(2000)}`))).toBe(
      UPLOAD_STRUCTURE_MESSAGES.pdfBroken,
    );
  });

  it.each(['<html>', '<SCRIPT src=x>', '<!DOCTYPE HTML>'])('refuses a PDF carrying %s', (tag) => {
    expect(fileStructureProblem('pdf', pdf(`% ${tag}\n%%EOF\n`))).toBe(
      UPLOAD_STRUCTURE_MESSAGES.pdfWithHtml,
    );
  });

  it('refuses an Office file that is no ZIP with [Content_Types].xml', () => {
    expect(fileStructureProblem('docx', Buffer.from('PK\x03\x04 not really'))).toBe(
      UPLOAD_STRUCTURE_MESSAGES.officeBroken,
    );
  });

  it('removes bidi overrides, isolates, marks and other format characters from names', () => {
    expect(
      withoutFormatCharacters('a\u202ab\u202ec\u2066d\u2069e\u200ef\u200fg\u200bh\ufeffi\u0007j'),
    ).toBe('abcdefghij');
    expect(withoutFormatCharacters('Отчёт Zwielicht № 5.pdf')).toBe('Отчёт Zwielicht № 5.pdf');
  });
});
