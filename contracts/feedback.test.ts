import { describe, expect, it } from 'vitest';
import { FeedbackQuestion } from './feedback';
import { normalizePhone } from './phone';

const valid = {
  name: 'Анна Петрова',
  phone: '8-999-123-45-67',
  email: 'anna.petrova_1@mail-box.ru',
  message: 'Нужен отчёт по немецкой компании.',
};

function firstMessage(input: unknown): string | undefined {
  const result = FeedbackQuestion.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('FeedbackQuestion', () => {
  it('accepts a filled form and trims it', () => {
    const parsed = FeedbackQuestion.parse({ ...valid, name: '  Анна  ', consent: 'on' });
    expect(parsed).toEqual({ ...valid, name: 'Анна', phone: '+79991234567' });
  });

  it.each([
    [{ name: '' }, 'Поле не должно быть пустым'],
    [{ name: '   ' }, 'Поле не должно быть пустым'],
    [{ message: '' }, 'Поле не должно быть пустым'],
    [{ phone: '123456' }, 'Введите корректный номер'],
    [{ phone: '+7 (999)' }, 'Введите корректный номер'],
    [{ phone: '2125550100' }, 'Введите корректный номер'],
    [{ phone: '-------' }, 'Введите корректный номер'],
    [{ phone: '8999123456a' }, 'Введите корректный номер'],
    [{ email: 'anna@' }, 'Введите корректную почту'],
    [{ email: 'anna@mail.r' }, 'Введите корректную почту'],
    [{ email: 'an na@mail.ru' }, 'Введите корректную почту'],
    [{ email: 'anna+tag@mail.ru' }, 'Введите корректную почту'],
    [{ email: '' }, 'Введите почту'],
    [{ email: '   ' }, 'Введите почту'],
    [{ message: 'я'.repeat(5001) }, 'Не длиннее 5000 символов'],
    [{ name: 'я'.repeat(201) }, 'Не длиннее 200 символов'],
  ])('refuses %j with the spec message', (patch, message) => {
    expect(firstMessage({ ...valid, ...patch })).toBe(message);
  });

  it('accepts a Cyrillic domain', () => {
    expect(firstMessage({ ...valid, email: 'info@пример.рф' })).toBeUndefined();
  });

  // Issue 27: the spec's digits-and-hyphens rule refused these; the order form's rule takes them.
  it.each([
    ['+7 (916) 555-12-34', '+79165551234'],
    ['+79165551234', '+79165551234'],
    ['8-999-123-45-67', '+79991234567'],
    ['+49 30 1234567', '+49301234567'],
    ['0049 30 1234567', '+49301234567'],
    ['+683 4002', '+6834002'],
  ])('takes the phone %s as the order form does, stored as %s', (typed, stored) => {
    expect(FeedbackQuestion.parse({ ...valid, phone: typed }).phone).toBe(stored);
    expect(normalizePhone(typed)).toBe(stored);
  });

  it('words missing and mistyped fields in Russian too', () => {
    expect(firstMessage({ ...valid, name: undefined })).toBe('Поле не должно быть пустым');
    expect(firstMessage({ ...valid, phone: 79991234567 })).toBe('Введите корректный номер');
    expect(firstMessage({ ...valid, email: null })).toBe('Введите почту');
  });
});
