import { describe, expect, it } from 'vitest';
import { customerFileNames } from './customer-file-names';

describe('customerFileNames', () => {
  it('names the report and the appendices by the order number, not the uploaded name', () => {
    const names = customerFileNames('2026-000123', [
      { id: 9, kind: 'appendix', fileName: 'выписка_сырая.XLSX' },
      { id: 4, kind: 'report', fileName: 'draft_v3_final_МП.pdf' },
      { id: 7, kind: 'appendix', fileName: 'scan' },
    ]);
    expect(names.get(4)).toEqual({
      fileName: 'Отчёт-2026-000123.pdf',
      asciiFileName: 'report-2026-000123.pdf',
    });
    expect(names.get(7)?.fileName).toBe('Приложение-2026-000123-1.pdf');
    expect(names.get(9)).toEqual({
      fileName: 'Приложение-2026-000123-2.xlsx',
      asciiFileName: 'appendix-2026-000123-2.xlsx',
    });
  });
});
