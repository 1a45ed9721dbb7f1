import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createMailOutbox, type MailOutbox } from '../../core/mail/mail-outbox';
import { MAX_MAIL_ATTEMPTS } from '../../core/mail/retry-delay';
import { retryMail } from '../../core/mail/retry-mail';
import type { DatabaseHandle } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { outbox } from '../../db/schema';
import { databaseKinds, openTestDatabase } from '../helpers/databases';
import { startSmtpTestServer, type SmtpTestServer } from '../helpers/smtp-test-server';

const kinds = await databaseKinds();
const FROM = 'ИноПроверка <noreply@inocheck.test>';

const message = (n = 1) => ({
  to: 'staff@inocheck.test',
  subject: `Новый вопрос № ${n}`,
  text: `Здравствуйте! Вопрос номер ${n}: нужен отчёт «Müller GmbH».`,
  html: `<p>Здравствуйте! Вопрос номер ${n}.</p>`,
  replyTo: 'anna@example.ru',
  kind: 'test',
});

describe.each(kinds)('mail outbox on %s', (kind) => {
  let database: DatabaseHandle;
  let good: SmtpTestServer;
  let refusing: SmtpTestServer;
  const outboxes: MailOutbox[] = [];
  const open = (options: Partial<Parameters<typeof createMailOutbox>[1]> = {}) => {
    const created = createMailOutbox(database.db, {
      from: FROM,
      signingSecret: undefined,
      ...options,
    });
    outboxes.push(created);
    return created;
  };
  const row = async (id: number) =>
    (await database.db.select().from(outbox).where(eq(outbox.id, id)))[0];

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    good = await startSmtpTestServer();
    refusing = await startSmtpTestServer({ refuse: true });
  });
  afterEach(async () => {
    await Promise.all(outboxes.splice(0).map((o) => o.stop()));
    await database.db.delete(outbox);
    good.messages.length = 0;
  });
  afterAll(async () => {
    await good?.close();
    await refusing?.close();
    await database?.close();
  });

  it('delivers a message whose Cyrillic subject and body arrive intact', async () => {
    const mail = open({ smtpUrl: good.url });
    const id = await mail.enqueue(message());
    expect((await row(id))?.status).toBe('pending');
    expect(await mail.deliverDue()).toMatchObject({ sent: 1, retried: 0 });
    const [received] = await good.waitFor(1);
    expect(received?.subject).toBe('Новый вопрос № 1');
    expect(received?.text).toContain('Вопрос номер 1: нужен отчёт «Müller GmbH».');
    expect(received?.html).toContain('Здравствуйте!');
    expect(received?.from?.value[0]).toMatchObject({
      name: 'ИноПроверка',
      address: 'noreply@inocheck.test',
    });
    expect(received?.replyTo?.value[0]?.address).toBe('anna@example.ru');
    const stored = await row(id);
    expect(stored).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect(stored?.sentAt).toBeInstanceOf(Date);
  });

  it('keeps a refused message pending, counts the attempt and schedules a retry', async () => {
    const mail = open({ smtpUrl: refusing.url });
    const id = await mail.enqueue(message());
    expect(await mail.deliverDue()).toMatchObject({ sent: 0, retried: 1 });
    const stored = await row(id);
    expect(stored).toMatchObject({ status: 'pending', attempts: 1 });
    expect(stored?.lastError).toMatch(/451|Mailbox temporarily unavailable/);
    const [wait] = await queryRows<{ seconds: number }>(
      database.db,
      sql`select extract(epoch from next_attempt_at - now())::float as seconds from ${outbox} where id = ${id}`,
    );
    expect(wait?.seconds).toBeGreaterThan(50);
    // Not due yet: another pass leaves it alone.
    expect(await mail.deliverDue()).toMatchObject({ sent: 0, retried: 0 });
    expect((await row(id))?.attempts).toBe(1);
  });

  it('marks a message failed after the last attempt, and staff can send it again', async () => {
    const mail = open({ smtpUrl: refusing.url });
    const id = await mail.enqueue(message());
    await database.db
      .update(outbox)
      .set({ attempts: MAX_MAIL_ATTEMPTS - 1 })
      .where(eq(outbox.id, id));
    expect(await mail.deliverDue()).toMatchObject({ failed: 1 });
    expect(await row(id)).toMatchObject({ status: 'failed', attempts: MAX_MAIL_ATTEMPTS });
    expect(await retryMail(database.db, id)).toBe(true);
    expect(await row(id)).toMatchObject({ status: 'pending', attempts: 0, lastError: null });
    const sender = open({ smtpUrl: good.url });
    expect(await sender.deliverDue()).toMatchObject({ sent: 1 });
    expect(await retryMail(database.db, id)).toBe(false);
  });

  it('holds messages when no SMTP is configured, never dropping them', async () => {
    const sender = open({ smtpUrl: good.url });
    const pendingId = await sender.enqueue(message(1));
    const mail = open();
    expect(mail.isDeliveryConfigured).toBe(false);
    const heldId = await mail.enqueue(message(2));
    expect((await row(heldId))?.status).toBe('held');
    // A message queued while SMTP was configured is held too once a worker without it runs.
    expect(await mail.deliverDue()).toMatchObject({ held: 1, sent: 0 });
    expect(await row(pendingId)).toMatchObject({ status: 'held', attempts: 0 });
    expect(good.messages).toHaveLength(0);
  });

  it('sends right after enqueueing when the worker runs, without waiting for the poll', async () => {
    const mail = open({ smtpUrl: good.url, pollIntervalMs: 60_000 });
    mail.start();
    const startedAt = Date.now();
    const id = await mail.enqueue(message(7));
    const [received] = await good.waitFor(1, 5_000);
    expect(received?.subject).toBe('Новый вопрос № 7');
    expect(Date.now() - startedAt).toBeLessThan(5_000);
    await mail.stop();
    expect((await row(id))?.status).toBe('sent');
  });

  it('lets several workers share the outbox without sending a message twice', async () => {
    const first = open({ smtpUrl: good.url });
    const second = open({ smtpUrl: good.url });
    for (let n = 1; n <= 6; n++) await first.enqueue(message(n));
    const [a, b] = await Promise.all([first.deliverDue(), second.deliverDue()]);
    expect((a?.sent ?? 0) + (b?.sent ?? 0)).toBe(6);
    await good.waitFor(6);
    const subjects = good.messages.map((m) => m.subject).sort();
    expect(subjects).toEqual([1, 2, 3, 4, 5, 6].map((n) => `Новый вопрос № ${n}`).sort());
    const statuses = await database.db.select({ status: outbox.status }).from(outbox);
    expect(statuses.every((s) => s.status === 'sent')).toBe(true);
  });
});
