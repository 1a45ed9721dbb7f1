import { describe, expect, it } from 'vitest';
import { fileNameFromContentDisposition } from './content-disposition';

describe('fileNameFromContentDisposition', () => {
  it('decodes an RFC 5987 UTF-8 name', () => {
    const header = `attachment; filename="Sample report - Germany.pdf"; filename*=UTF-8''${encodeURIComponent('Образец отчёта — Германия.pdf')}`;
    expect(fileNameFromContentDisposition(header)).toBe('Образец отчёта — Германия.pdf');
  });
  it('prefers filename* wherever it stands', () => {
    expect(
      fileNameFromContentDisposition(`attachment; filename*=utf-8'ru'%D0%90.pdf; filename="a.pdf"`),
    ).toBe('А.pdf');
  });
  it('falls back to a quoted or bare filename', () => {
    expect(fileNameFromContentDisposition('attachment; filename="a \\"b\\".pdf"')).toBe(
      'a "b".pdf',
    );
    expect(fileNameFromContentDisposition('attachment; filename=report.pdf')).toBe('report.pdf');
  });
  it('falls back when filename* is malformed', () => {
    expect(
      fileNameFromContentDisposition(`attachment; filename*=UTF-8''%E0%A4%A; filename="x.pdf"`),
    ).toBe('x.pdf');
  });
  it('strips paths and rejects empty names', () => {
    expect(fileNameFromContentDisposition('attachment; filename="../../etc/passwd"')).toBe(
      'passwd',
    );
    expect(fileNameFromContentDisposition('attachment; filename=".."')).toBeNull();
    expect(fileNameFromContentDisposition('attachment')).toBeNull();
    expect(fileNameFromContentDisposition(null)).toBeNull();
  });
});
