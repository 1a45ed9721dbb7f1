import { describe, expect, it } from 'vitest';
import { InvoiceRequest } from './payments';

const buyer = { name: 'ООО «Ромашка»', kpp: '770701001', address: 'Москва, ул. Ленина, 1' };

describe('InvoiceRequest', () => {
  it('takes an ИНН pasted with spaces as its digits', () => {
    expect(InvoiceRequest.parse({ ...buyer, inn: '7707 083 893' }).inn).toBe('7707083893');
    expect(InvoiceRequest.parse({ ...buyer, inn: '\u00a07707\u00a0083\u00a0893 ' }).inn).toBe(
      '7707083893',
    );
  });

  it('still refuses a wrong ИНН in Russian', () => {
    const result = InvoiceRequest.safeParse({ ...buyer, inn: '7707 083 894' });
    expect(result.success ? [] : result.error.issues.map((i) => i.message)).toEqual([
      'ИНН с ошибкой: проверьте цифры',
    ]);
    const short = InvoiceRequest.safeParse({ ...buyer, inn: '7707 083' });
    expect(short.success ? undefined : short.error.issues[0]?.message).toBe(
      'ИНН — 10 цифр для организации или 12 для ИП',
    );
  });
});
