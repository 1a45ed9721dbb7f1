import { describe, expect, it } from 'vitest';
import { BUYER_COMPANY, documentData, REPORT_SERVICE } from './document-fixtures';
import { readPdf } from './document-test-pdf';
import { documentFileName, renderOrderDocument } from './render-order-document';

describe('documentFileName', () => {
  it('names the file in Russian with an ASCII fallback', () => {
    expect(documentFileName(documentData())).toEqual({
      name: 'Счёт № 2026-000012 от 25.11.2026.pdf',
      asciiName: 'invoice-2026-000012.pdf',
    });
    expect(documentFileName(documentData({ kind: 'act', date: '2026-12-01' }))).toEqual({
      name: 'Акт № 2026-000012 от 01.12.2026.pdf',
      asciiName: 'act-2026-000012.pdf',
    });
  });

  it('keeps characters file systems refuse out of both names', () => {
    const names = documentFileName(documentData({ number: 'СЧ/12:7' }));
    expect(names).toEqual({
      name: 'Счёт № СЧ-12-7 от 25.11.2026.pdf',
      asciiName: 'invoice-12-7.pdf',
    });
    expect(documentFileName(documentData({ number: 'Счёт' })).asciiName).toBe('invoice.pdf');
  });
});

describe('renderOrderDocument', () => {
  it('renders the invoice or the act as its kind says', async () => {
    const invoice = readPdf(await renderOrderDocument(documentData()));
    expect(invoice.flat).toContain('Счёт на оплату № 2026-000012 от 25 ноября 2026 г.');
    expect(invoice.flat).toContain('Банк получателя');
    const act = readPdf(await renderOrderDocument(documentData({ kind: 'act' })));
    expect(act.flat).toContain('Акт № 2026-000012 от 25 ноября 2026 г.');
    expect(act.flat).toContain('Всего оказано услуг 1');
  });

  it('prints names in scripts PT Sans lacks in Latin letters, and survives line breaks', async () => {
    const data = documentData({
      service: {
        ...REPORT_SERVICE,
        description: 'Кредитный отчёт о компании «华为技术有限公司» (Китай)',
      },
      buyer: { ...BUYER_COMPANY, address: '190000, г. Санкт-Петербург,\nнаб. реки Мойки, д. 58' },
    });
    for (const kind of ['invoice', 'act'] as const) {
      const pdf = readPdf(await renderOrderDocument({ ...data, kind }));
      expect(pdf.flat).toContain('«Hua Wei Ji Shu You Xian Gong Si» (Китай)');
      expect(pdf.flat).toContain('190000, г. Санкт-Петербург, наб. реки Мойки, д. 58');
      expect(pdf.fonts).not.toMatch(/Helvetica/);
    }
  });
});
