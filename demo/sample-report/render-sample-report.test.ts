import { describe, expect, it } from 'vitest';
import { documentData } from '../../core/documents/document-fixtures';
import { readPdf } from '../../core/documents/document-test-pdf';
import { renderOrderDocument } from '../../core/documents/render-order-document';
import { renderSampleReport } from './render-sample-report';

describe('renderSampleReport', () => {
  it('renders safely alongside an invoice and an act: the fonts are shared', async () => {
    const [invoice, report, act] = await Promise.all([
      renderOrderDocument(documentData()),
      renderSampleReport(
        { code: 'DE', name: 'Германия', nameEn: 'Germany' },
        { siteName: 'ИноПроверка', reportDate: new Date('2026-03-05T00:00:00Z') },
      ),
      renderOrderDocument(documentData({ kind: 'act' })),
    ]);
    expect(readPdf(invoice).flat).toContain('Семь тысяч четыреста рублей 00 копеек');
    expect(readPdf(act).flat).toContain('ООО «ИноПроверка»');
    expect(readPdf(report).flat).toContain('Образец отчёта');
  });
});
