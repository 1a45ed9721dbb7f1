import { describe, expect, it } from 'vitest';
import { CreateOrderRequest } from './order';

const base = {
  idempotencyKey: '4f9a1c9e-3b1d-4d3a-9b7e-2f3c4d5e6f70',
  countryCode: 'DE',
  companyId: 1,
  tariffId: 2,
  language: 'ru',
  contactName: 'Анна',
  email: 'anna@example.ru',
  phone: '8-999-123-45-67',
  consent: true,
};

const messages = (input: object) => {
  const result = CreateOrderRequest.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('CreateOrderRequest', () => {
  it('accepts a complete order and fills the optional fields', () => {
    const parsed = CreateOrderRequest.parse(base);
    expect(parsed).toMatchObject({ organisation: '', inn: '', comment: '', languageOther: '' });
  });

  it('reports the cross-field rules together with the field errors', () => {
    const found = messages({ ...base, contactName: '', language: 'other', companyId: undefined });
    expect(found).toEqual(
      expect.arrayContaining([
        'contactName: Поле не должно быть пустым',
        'languageOther: Укажите, на каком языке нужен отчёт',
        'company: Выберите компанию или укажите её данные',
      ]),
    );
  });

  it('wants exactly one of a register company and typed details', () => {
    expect(messages({ ...base, company: { name: 'X GmbH' } })).toEqual([
      'company: Выберите компанию или укажите её данные',
    ]);
    expect(messages({ ...base, companyId: undefined, company: { name: 'X GmbH' } })).toEqual([]);
  });

  it('stores the phone as typed in the usual formats in one form', () => {
    for (const phone of ['+7 (916) 555-12-34', '+79165551234', '89165551234', '8-916-555-12-34']) {
      expect(CreateOrderRequest.parse({ ...base, phone }).phone, phone).toBe('+79165551234');
    }
    expect(CreateOrderRequest.parse({ ...base, phone: '+49 30 1234567' }).phone).toBe(
      '+49301234567',
    );
  });

  it('explains in Russian what a wrong phone lacks', () => {
    for (const phone of ['', '123-45-67', '+7 916 555', 'позвоните мне']) {
      expect(messages({ ...base, phone }), phone).toEqual([
        'phone: Укажите номер полностью, с кодом страны: например, +7 916 555-12-34 или 8 916 555-12-34',
      ]);
    }
  });

  it('checks the ИНН only when one is given', () => {
    expect(messages({ ...base, inn: '7707083893' })).toEqual([]);
    expect(messages({ ...base, inn: '1234567890' })[0]).toMatch(/^inn: Проверьте ИНН/);
  });

  it('takes an ИНН pasted with spaces as its digits', () => {
    expect(messages({ ...base, inn: ' 7707 083 893 ' })).toEqual([]);
    expect(CreateOrderRequest.parse({ ...base, inn: '5001 0073 2259' }).inn).toBe('500100732259');
  });
});
