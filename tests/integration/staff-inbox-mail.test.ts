import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { StaffInboxServices } from '../../contracts/staff/inbox';
import type { StaffActor } from '../../contracts/staff/roles';
import { MAX_MAIL_ATTEMPTS } from '../../core/mail/retry-delay';
import { createServices } from '../../core/services';
import { queryRows } from '../../db/query-rows';
import { outbox } from '../../db/schema';
import { databaseKinds } from '../helpers/databases';
import { refusal } from '../helpers/refusal';
import { placeReadyOrder } from '../helpers/ready-order';
import { startSmtpTestServer, type SmtpTestServer } from '../helpers/smtp-test-server';
import { createTestStaff } from '../helpers/staff';
import { createTestApp, type TestApp } from '../helpers/test-app';

const kinds = await databaseKinds();

async function setUp(kind: Parameters<typeof createTestApp>[0], env: Record<string, string> = {}) {
  const t = await createTestApp(kind, env);
  const inbox = createServices(t.database.db, t.config, t).staff.inbox;
  const member = await createTestStaff(t.database, 'manager');
  const actor: StaffActor = { ...member, name: 'Менеджер', ip: '127.0.0.1', requestId: 'test' };
  return { t, inbox, actor };
}

/** A message in the given state, as the worker would have left it. */
async function messageIn(
  t: TestApp,
  status: 'held' | 'pending' | 'failed' | 'sent',
  extra: Partial<typeof outbox.$inferInsert> = {},
) {
  const [row] = await t.database.db
    .insert(outbox)
    .values({
      to: `client-${status}@example.ru`,
      subject: `Заказ № 2026-000777: письмо (${status})`,
      text: 'Здравствуйте! Текст письма.',
      html: '<p>Здравствуйте!</p>',
      kind: 'order-ready',
      status,
      attempts: status === 'failed' ? MAX_MAIL_ATTEMPTS : status === 'pending' ? 2 : 0,
      lastError: status === 'failed' ? '451 Mailbox temporarily unavailable' : null,
      nextAttemptAt: sql`now() + interval '3 hours'`,
      ...extra,
    })
    .returning({ id: outbox.id });
  return row!.id;
}

const row = async (t: TestApp, id: number) =>
  (await t.database.db.select().from(outbox).where(eq(outbox.id, id)))[0];
const resendAudit = (t: TestApp, id: number) =>
  queryRows<{ action: string; summary: string; before: unknown; after: unknown }>(
    t.database.db,
    `select action, summary, before, after from audit_log
     where object_type = 'mail' and object_id = '${id}' order by id`,
  );
const dueNow = async (t: TestApp, id: number) => {
  const [due] = await queryRows<{ due: boolean }>(
    t.database.db,
    sql`select next_attempt_at <= now() as due from ${outbox} where id = ${id}`,
  );
  return due?.due;
};

describe.each(kinds)('staff outbox without SMTP on %s', (kind) => {
  let t: TestApp;
  let inbox: StaffInboxServices;
  let actor: StaffActor;

  beforeAll(async () => {
    ({ t, inbox, actor } = await setUp(kind));
  });
  afterAll(async () => {
    await t?.close();
  });

  it('keeps a resent held message held, says so, and records the attempt', async () => {
    const id = await messageIn(t, 'held');
    expect(await inbox.resendMail(actor, id)).toEqual({ status: 'held' });
    expect(await row(t, id)).toMatchObject({ status: 'held', attempts: 0, lastError: null });
    expect(await resendAudit(t, id)).toEqual([
      expect.objectContaining({
        action: 'mail.resend',
        summary: expect.stringContaining('SMTP не настроен — осталось в исходящих'),
        before: { status: 'held', attempts: 0, lastError: null },
        after: { status: 'held', attempts: 0, lastError: null },
      }),
    ]);
  });

  it('moves a failed message to held with a fresh count, as nothing can send it', async () => {
    const id = await messageIn(t, 'failed');
    expect(await inbox.resendMail(actor, id)).toEqual({ status: 'held' });
    expect(await row(t, id)).toMatchObject({ status: 'held', attempts: 0, lastError: null });
    expect(await dueNow(t, id)).toBe(true);
    // The worker of a server without SMTP leaves it where it is.
    await t.mail.deliverDue();
    expect((await row(t, id))?.status).toBe('held');
  });

  it('refuses to resend a sent or queued message and an unknown one', async () => {
    const sent = await messageIn(t, 'sent', { sentAt: new Date() });
    const pending = await messageIn(t, 'pending');
    expect(await refusal(inbox.resendMail(actor, sent))).toEqual({
      status: 409,
      message: 'Письмо уже отправлено: повторить можно только неотправленное или с ошибкой',
    });
    expect(await refusal(inbox.resendMail(actor, pending))).toEqual({
      status: 409,
      message: 'Письмо и так в очереди на отправку',
    });
    expect(await refusal(inbox.resendMail(actor, 999_999))).toMatchObject({ status: 404 });
    expect(await refusal(inbox.resendMail(actor, Number.NaN))).toMatchObject({ status: 404 });
    expect(await row(t, pending)).toMatchObject({ status: 'pending', attempts: 2 });
    expect(await resendAudit(t, sent)).toEqual([]);
  });

  it('lists the outbox newest first, filtered by status, kind and search, with counts', async () => {
    const { id: orderId, number } = await placeReadyOrder(t, { status: 'new' });
    const mine = await messageIn(t, 'failed', {
      to: 'olga@firma.ru',
      subject: 'Отчёт 100% готов',
      kind: 'order-cancelled',
      orderId,
    });
    const all = await inbox.listMail(actor, { q: '', page: 1 });
    expect(all.messages[0]?.id).toBe(mine);
    expect(all.counts.all).toBe(
      all.counts.held + all.counts.pending + all.counts.failed + all.counts.sent,
    );
    expect(all.kinds).toEqual(expect.arrayContaining(['order-ready', 'order-cancelled']));
    expect(all.isDeliveryConfigured).toBe(false);
    const failed = await inbox.listMail(actor, { status: 'failed', q: '', page: 1 });
    expect(failed.messages.every((m) => m.status === 'failed')).toBe(true);
    expect(failed.messages[0]).toMatchObject({
      id: mine,
      lastError: '451 Mailbox temporarily unavailable',
    });
    const found = await inbox.listMail(actor, { q: 'FIRMA.ru', page: 1 });
    expect(found.messages.map((m) => m.id)).toEqual([mine]);
    expect(found.counts).toEqual({ all: 1, held: 0, pending: 0, failed: 1, sent: 0 });
    expect((await inbox.listMail(actor, { q: '100%', page: 1 })).messages.map((m) => m.id)).toEqual(
      [mine],
    );
    expect((await inbox.listMail(actor, { q: '0%г', page: 1 })).messages).toEqual([]);
    const byKind = await inbox.listMail(actor, { kind: 'order-cancelled', q: '', page: 1 });
    expect(byKind.messages.map((m) => m.id)).toEqual([mine]);
    expect((await inbox.listMail(actor, { q: '', page: 2 })).messages).toEqual([]);

    const detail = await inbox.getMail(actor, mine);
    expect(detail).toMatchObject({
      id: mine,
      to: 'olga@firma.ru',
      text: 'Здравствуйте! Текст письма.',
      html: '<p>Здравствуйте!</p>',
      order: { number },
      question: null,
      attempts: MAX_MAIL_ATTEMPTS,
      isDeliveryConfigured: false,
    });
    expect(await inbox.getMail(actor, 999_999)).toBeNull();
  });

  it('links a message about a question to it', async () => {
    const services = createServices(t.database.db, t.config, t);
    const { id } = await services.feedback.submitQuestion({
      name: 'Ирина',
      phone: '8-900-000-00-00',
      email: 'irina@example.ru',
      message: 'Вопрос',
    });
    const [mail] = await t.database.db.select().from(outbox).where(eq(outbox.questionId, id));
    expect(await inbox.getMail(actor, mail!.id)).toMatchObject({
      kind: 'question-staff',
      status: 'held',
      replyTo: 'irina@example.ru',
      question: { id, name: 'Ирина' },
      order: null,
    });
  });
});

describe.each(kinds)('staff outbox with SMTP on %s', (kind) => {
  let smtp: SmtpTestServer;
  let t: TestApp;
  let inbox: StaffInboxServices;
  let actor: StaffActor;

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    ({ t, inbox, actor } = await setUp(kind, {
      SMTP_URL: smtp.url,
      SITE_EMAIL: 'hi@inocheck.test',
    }));
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('queues a failed message again, due now with a fresh count, wakes the worker, and it goes out', async () => {
    const id = await messageIn(t, 'failed');
    const notify = vi.spyOn(t.mail, 'notify');
    expect(await inbox.resendMail(actor, id)).toEqual({ status: 'pending' });
    expect(notify).toHaveBeenCalledTimes(1);
    notify.mockRestore();
    expect(await row(t, id)).toMatchObject({ status: 'pending', attempts: 0, lastError: null });
    expect(await dueNow(t, id)).toBe(true);
    expect(await resendAudit(t, id)).toEqual([
      expect.objectContaining({
        summary: expect.stringContaining('отправлено повторно'),
        before: {
          status: 'failed',
          attempts: MAX_MAIL_ATTEMPTS,
          lastError: '451 Mailbox temporarily unavailable',
        },
        after: { status: 'pending', attempts: 0, lastError: null },
      }),
    ]);
    expect(await t.mail.deliverDue()).toMatchObject({ sent: 1 });
    expect(await row(t, id)).toMatchObject({ status: 'sent', attempts: 1 });
    const [received] = await smtp.waitFor(1);
    expect(received?.subject).toBe('Заказ № 2026-000777: письмо (failed)');
  });

  it('sends a message held before SMTP was set up', async () => {
    const id = await messageIn(t, 'held');
    expect(await inbox.resendMail(actor, id)).toEqual({ status: 'pending' });
    expect(await t.mail.deliverDue()).toMatchObject({ sent: 1 });
    expect((await row(t, id))?.status).toBe('sent');
  });

  it('sends an answer to a question with the site as reply-to', async () => {
    const services = createServices(t.database.db, t.config, t);
    const { id } = await services.feedback.submitQuestion({
      name: 'Пётр',
      phone: '8-900-000-00-01',
      email: 'petr@example.ru',
      message: 'Работаете с Казахстаном?',
    });
    const sent = await inbox.reply(actor, id, {
      text: 'Да, отчёты по Казахстану готовим за 2 дня.',
    });
    expect(sent.status).toBe('pending');
    await t.mail.deliverDue();
    const messages = await smtp.waitFor(4);
    const answer = messages.find((m) => m.subject === 'Ответ на ваш вопрос — ИноПроверка');
    expect(answer?.replyTo?.text).toBe('hi@inocheck.test');
    expect(answer?.text).toContain('Да, отчёты по Казахстану готовим за 2 дня.');
    expect(answer?.text).toContain('> Работаете с Казахстаном?');
    expect((await row(t, sent.mailId))?.status).toBe('sent');
  });
});
