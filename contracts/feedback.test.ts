import { describe, expect, it } from 'vitest';
import { FeedbackQuestion } from './feedback';

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
    expect(parsed).toEqual({ ...valid, name: 'Анна' });
  });

  it.each([
    [{ name: '' }, 'Поле не должно быть пустым'],
    [{ name: '   ' }, 'Поле не должно быть пустым'],
    [{ message: '' }, 'Поле не должно быть пустым'],
    [{ phone: '123456' }, 'Введите корректный номер'],
    [{ phone: '+7 (999) 123-45-67' }, 'Введите корректный номер'],
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

  it('accepts the shortest phone and a Cyrillic domain', () => {
    expect(firstMessage({ ...valid, phone: '1234567' })).toBeUndefined();
    expect(firstMessage({ ...valid, email: 'info@пример.рф' })).toBeUndefined();
  });

  it('words missing and mistyped fields in Russian too', () => {
    expect(firstMessage({ ...valid, name: undefined })).toBe('Поле не должно быть пустым');
    expect(firstMessage({ ...valid, phone: 79991234567 })).toBe('Введите корректный номер');
    expect(firstMessage({ ...valid, email: null })).toBe('Введите почту');
  });
});
