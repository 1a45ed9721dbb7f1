import { describe, expect, it } from 'vitest';
import { questionStaffEmail } from './question-staff-email';

const question = {
  id: 42,
  name: 'Анна <script>alert(1)</script>',
  phone: '8-999-123-45-67',
  email: 'anna@example.ru',
  message: 'Нужен отчёт по "Müller & Söhne"\nвторая строка',
  createdAt: new Date('2026-03-05T11:07:00Z'),
};

describe('questionStaffEmail', () => {
  const mail = questionStaffEmail(question, 'ИноПроверка');

  it('names the sender in the subject', () => {
    expect(mail.subject).toBe('Новый вопрос с сайта: Анна <script>alert(1)</script>');
  });

  it('lists every field and the Moscow time in the plain text', () => {
    expect(mail.text).toContain('Имя: Анна <script>alert(1)</script>');
    expect(mail.text).toContain('Телефон: 8-999-123-45-67');
    expect(mail.text).toContain('E-mail: anna@example.ru');
    expect(mail.text).toContain('Время: 05.03.2026, 14:07 (МСК)');
    expect(mail.text).toContain('Нужен отчёт по "Müller & Söhne"\nвторая строка');
  });

  it('escapes user content in the HTML and keeps line breaks', () => {
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('Анна &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.html).toContain('&quot;Müller &amp; Söhne&quot;<br>вторая строка');
    expect(mail.html).toContain('Новый вопрос № 42');
  });

  it('shortens a very long name in the subject and keeps the subject on one line', () => {
    const long = questionStaffEmail({ ...question, name: `${'Я'.repeat(100)}\r\nBcc: x@y.z` }, 'X');
    expect(long.subject.length).toBeLessThanOrEqual('Новый вопрос с сайта: '.length + 60);
    expect(long.subject).not.toMatch(/[\r\n]/);
  });
});
