import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppServices } from '../../contracts/app-services';
import type { StaffInboxServices } from '../../contracts/staff/inbox';
import type { StaffActor } from '../../contracts/staff/roles';
import { createServices } from '../../core/services';
import { queryRows } from '../../db/query-rows';
import { outbox, questionReplies, questions } from '../../db/schema';
import { databaseKinds } from '../helpers/databases';
import { refusal } from '../helpers/refusal';
import { createTestStaff } from '../helpers/staff';
import { createTestApp, type TestApp } from '../helpers/test-app';

const kinds = await databaseKinds();

describe.each(kinds)('staff questions on %s', (kind) => {
  let t: TestApp;
  let services: AppServices;
  let inbox: StaffInboxServices;
  let actor: StaffActor;
  const ids: Record<string, number> = {};

  const ask = async (key: string, name: string, email: string, message: string) => {
    const { id } = await services.feedback.submitQuestion(
      { name, phone: '8-999-123-45-67', email, message },
      { ip: '203.0.113.7', userAgent: 'vitest' },
    );
    ids[key] = id;
    return id;
  };
  const audit = (id: number) =>
    queryRows<{
      action: string;
      summary: string;
      staff_email: string;
      before: unknown;
      after: unknown;
    }>(
      t.database.db,
      `select action, summary, staff_email, before, after from audit_log
       where object_type = 'question' and object_id = '${id}' order by id`,
    );

  beforeAll(async () => {
    t = await createTestApp(kind, { SITE_EMAIL: 'hello@inocheck.test' });
    services = createServices(t.database.db, t.config, t);
    inbox = services.staff.inbox;
    const manager = await createTestStaff(t.database, 'manager', { name: 'Мария Ответова' });
    actor = { ...manager, name: 'Мария Ответова', ip: '127.0.0.1', requestId: 'test' };
    await ask(
      'anna',
      'Анна <b>Петрова</b>',
      'anna@example.ru',
      'Сколько стоит отчёт на "Müller & Söhne"?\nНужен к пятнице.',
    );
    await ask(
      'boris',
      'Борис Иванов',
      'boris@example.ru',
      'Есть ли скидка 50% для постоянных клиентов?',
    );
    await ask('vera', 'Вера Смирнова', 'vera@mail.test', 'Как оплатить по счёту?');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lists unanswered questions newest first, with counts, and finds them by name, e-mail and text', async () => {
    const page = await inbox.listQuestions(actor, { status: 'new', q: '', page: 1 });
    expect(page.counts).toEqual({ new: 3, answered: 0 });
    expect(page.questions.map((q) => q.id)).toEqual([ids.vera, ids.boris, ids.anna]);
    expect(page.questions[2]).toMatchObject({
      name: 'Анна <b>Петрова</b>',
      email: 'anna@example.ru',
      status: 'new',
      replies: 0,
      hasNote: false,
    });
    const find = async (q: string) =>
      (await inbox.listQuestions(actor, { status: 'new', q, page: 1 })).questions.map((x) => x.id);
    expect(await find('петрова')).toEqual([ids.anna]);
    expect(await find('MAIL.TEST')).toEqual([ids.vera]);
    expect(await find('по счёту')).toEqual([ids.vera]);
    // The visitor's own % is a character, not a wildcard.
    expect(await find('50%')).toEqual([ids.boris]);
    expect(await find('0%д')).toEqual([]);
    expect(
      (await inbox.listQuestions(actor, { status: 'new', q: 'нет такого', page: 1 })).counts,
    ).toEqual({
      new: 0,
      answered: 0,
    });
  });

  it('e-mails an answer to the visitor, marks the question answered and records it', async () => {
    const id = ids.anna!;
    const sent = await inbox.reply(actor, id, {
      text: 'Отчёт стоит 4 900 ₽ <script>alert(1)</script>\nУспеем к пятнице.',
    });
    // No SMTP in this app: the message is kept in the outbox, held.
    expect(sent.status).toBe('held');
    const [mail] = await t.database.db.select().from(outbox).where(eq(outbox.id, sent.mailId));
    expect(mail).toMatchObject({
      to: 'anna@example.ru',
      replyTo: 'hello@inocheck.test',
      kind: 'question-reply',
      questionId: id,
      status: 'held',
      subject: 'Ответ на ваш вопрос — ИноПроверка',
    });
    expect(mail?.html).not.toContain('<script>');
    expect(mail?.html).not.toContain('<b>');
    expect(mail?.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;<br>Успеем к пятнице.');
    expect(mail?.html).toContain('&quot;Müller &amp; Söhne&quot;?<br>Нужен к пятнице.');
    expect(mail?.text).toContain('Здравствуйте, Анна <b>Петрова</b>!');
    expect(mail?.text).toContain('> Сколько стоит отчёт на "Müller & Söhne"?');
    expect(mail?.text).toContain('Мария Ответова');

    const [question] = await t.database.db.select().from(questions).where(eq(questions.id, id));
    expect(question).toMatchObject({
      status: 'answered',
      answeredBy: `Мария Ответова <${actor.email}>`,
    });
    expect(question?.answeredAt).toBeInstanceOf(Date);
    const replies = await t.database.db
      .select()
      .from(questionReplies)
      .where(eq(questionReplies.questionId, id));
    expect(replies).toEqual([
      expect.objectContaining({
        author: `Мария Ответова <${actor.email}>`,
        text: 'Отчёт стоит 4 900 ₽ <script>alert(1)</script>\nУспеем к пятнице.',
        outboxId: sent.mailId,
      }),
    ]);
    expect(await audit(id)).toEqual([
      expect.objectContaining({
        action: 'question.reply',
        staff_email: actor.email,
        summary: 'Вопрос № ' + id + ' (Анна <b>Петрова</b>): ответ отправлен на anna@example.ru',
        before: { status: 'new', answeredAt: null, answeredBy: null },
        after: expect.objectContaining({ status: 'answered', mailId: sent.mailId }),
      }),
    ]);

    const lists = await inbox.listQuestions(actor, { status: 'answered', q: '', page: 1 });
    expect(lists.counts).toEqual({ new: 2, answered: 1 });
    expect(lists.questions[0]).toMatchObject({ id, replies: 1, status: 'answered' });
  });

  it('shows the question with its answers and every e-mail about it', async () => {
    const detail = await inbox.getQuestion(actor, ids.anna!);
    expect(detail).toMatchObject({
      id: ids.anna,
      message: 'Сколько стоит отчёт на "Müller & Söhne"?\nНужен к пятнице.',
      ip: '203.0.113.7',
      status: 'answered',
      replyTo: 'hello@inocheck.test',
      isDeliveryConfigured: false,
    });
    expect(detail?.replies).toEqual([
      expect.objectContaining({ mail: expect.objectContaining({ status: 'held' }) }),
    ]);
    expect(detail?.mail.map((m) => m.kind)).toEqual(['question-reply', 'question-staff']);
    expect(await inbox.getQuestion(actor, 999_999)).toBeNull();
    expect(await inbox.getQuestion(actor, Number('abc'))).toBeNull();
  });

  it('refuses an empty or overlong answer and an unknown question, sending nothing', async () => {
    const before = await t.database.db.select().from(outbox);
    expect(await refusal(inbox.reply(actor, ids.boris!, { text: '   ' }))).toEqual({
      status: 400,
      message: 'Напишите ответ',
    });
    expect(await refusal(inbox.reply(actor, ids.boris!, { text: 'я'.repeat(10_001) }))).toEqual({
      status: 400,
      message: 'Не длиннее 10000 символов',
    });
    expect(await refusal(inbox.reply(actor, 999_999, { text: 'Добрый день' }))).toEqual({
      status: 404,
      message: 'Вопрос не найден. Возможно, ссылка устарела.',
    });
    expect(await t.database.db.select().from(outbox)).toHaveLength(before.length);
    expect((await inbox.getQuestion(actor, ids.boris!))?.status).toBe('new');
  });

  it('saves a staff note on its own, never sending it', async () => {
    const id = ids.boris!;
    const mailBefore = (await t.database.db.select().from(outbox)).length;
    expect(
      await inbox.saveNote(actor, id, { note: 'Перезвонить после 15:00\r\nклиент из Казани' }),
    ).toEqual({ changed: true });
    expect(
      await inbox.saveNote(actor, id, { note: 'Перезвонить после 15:00\nклиент из Казани' }),
    ).toEqual({ changed: false });
    const detail = await inbox.getQuestion(actor, id);
    expect(detail).toMatchObject({
      note: 'Перезвонить после 15:00\nклиент из Казани',
      status: 'new',
    });
    expect(
      (await inbox.listQuestions(actor, { status: 'new', q: 'Борис', page: 1 })).questions[0]
        ?.hasNote,
    ).toBe(true);
    expect(await refusal(inbox.saveNote(actor, id, { note: 'я'.repeat(4001) }))).toMatchObject({
      status: 400,
    });
    expect(await inbox.saveNote(actor, id, { note: '' })).toEqual({ changed: true });
    expect((await t.database.db.select().from(outbox)).length).toBe(mailBefore);
    expect((await audit(id)).map((a) => [a.action, a.summary])).toEqual([
      ['question.note', `Вопрос № ${id} (Борис Иванов): заметка сохранена`],
      ['question.note', `Вопрос № ${id} (Борис Иванов): заметка удалена`],
    ]);
  });

  it('marks a question answered without an e-mail and returns it to the unanswered', async () => {
    const id = ids.vera!;
    const mailBefore = (await t.database.db.select().from(outbox)).length;
    await inbox.markAnswered(actor, id);
    expect(await inbox.getQuestion(actor, id)).toMatchObject({
      status: 'answered',
      answeredBy: `Мария Ответова <${actor.email}>`,
      replies: [],
    });
    expect(await refusal(inbox.markAnswered(actor, id))).toEqual({
      status: 409,
      message: 'Вопрос уже отмечен отвеченным',
    });
    await inbox.markUnanswered(actor, id);
    expect(await inbox.getQuestion(actor, id)).toMatchObject({
      status: 'new',
      answeredAt: null,
      answeredBy: null,
    });
    expect(await refusal(inbox.markUnanswered(actor, id))).toEqual({
      status: 409,
      message: 'Вопрос и так в неотвеченных',
    });
    expect(await refusal(inbox.markAnswered(actor, 999_999))).toMatchObject({ status: 404 });
    expect((await t.database.db.select().from(outbox)).length).toBe(mailBefore);
    expect((await audit(id)).map((a) => a.action)).toEqual([
      'question.mark_answered',
      'question.mark_unanswered',
    ]);
  });
});
