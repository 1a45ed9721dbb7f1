import { describe, expect, it } from 'vitest';
import { questionReplyEmail } from './question-reply-email';

const facts = {
  name: 'Анна <b>Петрова</b>',
  question: 'Сколько стоит отчёт по "Müller & Söhne"?\nИ как быстро?',
  askedAt: new Date('2026-03-05T11:07:00Z'),
  reply: 'Отчёт стоит 4 900 ₽ <script>alert(1)</script>\nГотовим за 3 дня.',
  staffName: 'Михаил Менеджеров',
};
const site = { siteName: 'ИноПроверка', siteEmail: 'info@inocheck.ru', sitePhone: '+7 (495) 1' };

describe('questionReplyEmail', () => {
  const mail = questionReplyEmail(facts, site);

  it('has a Russian subject naming the site', () => {
    expect(mail.subject).toBe('Ответ на ваш вопрос — ИноПроверка');
  });

  it('answers in the plain text, signs and quotes the question line by line', () => {
    expect(mail.text).toContain('Здравствуйте, Анна <b>Петрова</b>!');
    expect(mail.text).toContain('Отчёт стоит 4 900 ₽ <script>alert(1)</script>\nГотовим за 3 дня.');
    expect(mail.text).toContain('С уважением,\nМихаил Менеджеров\nИноПроверка');
    expect(mail.text).toContain('Ваш вопрос от 05.03.2026, 14:07 (МСК):');
    expect(mail.text).toContain('> Сколько стоит отчёт по "Müller & Söhne"?\n> И как быстро?');
  });

  it('escapes the visitor and the staff text in the HTML and keeps line breaks', () => {
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<b>');
    expect(mail.html).toContain('Анна &lt;b&gt;Петрова&lt;/b&gt;');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;<br>Готовим за 3 дня.');
    expect(mail.html).toContain('&quot;Müller &amp; Söhne&quot;?<br>И как быстро?');
    expect(mail.html).toContain('Ваш вопрос от 05.03.2026, 14:07 (МСК)');
  });

  it('keeps a name with line breaks on one line', () => {
    const odd = questionReplyEmail({ ...facts, name: 'Анна\r\nBcc: x@y.z' }, site);
    expect(odd.text.split('\n')[0]).toBe('Здравствуйте, Анна Bcc: x@y.z!');
  });
});
