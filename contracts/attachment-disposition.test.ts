import { describe, expect, it } from 'vitest';
import { attachmentDisposition } from './attachment-disposition';

describe('attachmentDisposition', () => {
  it('gives an ASCII fallback and the UTF-8 name', () => {
    const header = attachmentDisposition('Образец отчёта — Германия.pdf', 'sample-report-de.pdf');
    expect(header).toBe(
      'attachment; filename="sample-report-de.pdf"; filename*=UTF-8\'\'%D0%9E%D0%B1%D1%80%D0%B0%D0%B7%D0%B5%D1%86%20%D0%BE%D1%82%D1%87%D1%91%D1%82%D0%B0%20%E2%80%94%20%D0%93%D0%B5%D1%80%D0%BC%D0%B0%D0%BD%D0%B8%D1%8F.pdf',
    );
    expect(decodeURIComponent(header.split("UTF-8''")[1] ?? '')).toBe(
      'Образец отчёта — Германия.pdf',
    );
  });

  it('keeps the header ASCII and unbreakable', () => {
    const header = attachmentDisposition(`Кот-д'Ивуар (юг) *.pdf`, 'a"b\\c\u00e9.pdf');
    expect(header).toMatch(/^[\x20-\x7e]+$/);
    expect(header).toContain('filename="a_b_c_.pdf"');
    expect(header).toContain('%27');
    expect(header).toContain('%28');
    expect(header).toContain('%2A');
  });
});
