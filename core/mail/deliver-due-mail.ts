import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { outbox } from '../../db/schema';
import type { MailLogger } from './mail-message';
import { revealPrivateLinks } from './private-links';
import { MAX_MAIL_ATTEMPTS, retryDelaySeconds } from './retry-delay';
import type { MailTransport } from './smtp-transport';
import { withoutAddresses } from './without-addresses';

/**
 * How long a claimed message is hidden from other workers. Far above the transport's timeouts,
 * so it never expires during a send; if this process dies mid-send, the message becomes due
 * again after it (delivery is at least once, never zero times).
 */
const LEASE_SECONDS = 300;
const MAX_ERROR_LENGTH = 1000;

export interface DeliveryResult {
  sent: number;
  retried: number;
  failed: number;
  held: number;
}

interface ClaimedMail {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  replyTo: string | null;
  attempts: number;
}

/**
 * Takes one due message and leases it. `FOR UPDATE SKIP LOCKED` lets several server instances
 * share one PostgreSQL outbox without sending a message twice; PGlite runs the same statement.
 */
async function claimNext(db: Database): Promise<ClaimedMail | undefined> {
  const [row] = await queryRows<ClaimedMail>(
    db,
    sql`update ${outbox}
        set next_attempt_at = now() + ${LEASE_SECONDS}::int * interval '1 second'
        where id = (
          select id from ${outbox}
          where status = 'pending' and next_attempt_at <= now()
          order by next_attempt_at, id
          limit 1
          for update skip locked
        )
        returning id, "to", subject, text, html, reply_to as "replyTo", attempts`,
  );
  return row;
}

function describeError(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.slice(0, MAX_ERROR_LENGTH) || 'unknown error';
}

export interface DeliverOptions {
  /** Absent when no SMTP is configured: due messages are then marked 'held'. */
  transport?: MailTransport;
  from: string;
  /** SIGNING_SECRET: the private links' secrets are rebuilt from it just before sending. */
  signingSecret: string | undefined;
  log: MailLogger;
  /** Asked between messages, so that shutdown need not wait for a long queue. */
  shouldStop?: () => boolean;
}

/** Sends every message that is due, one at a time, recording each outcome in the outbox. */
export async function deliverDueMail(
  db: Database,
  options: DeliverOptions,
): Promise<DeliveryResult> {
  const result: DeliveryResult = { sent: 0, retried: 0, failed: 0, held: 0 };
  const { transport } = options;
  if (!transport) {
    const held = await db
      .update(outbox)
      .set({ status: 'held' })
      .where(eq(outbox.status, 'pending'))
      .returning({ id: outbox.id });
    result.held = held.length;
    return result;
  }
  while (!options.shouldStop?.()) {
    const mail = await claimNext(db);
    if (!mail) break;
    const attempts = mail.attempts + 1;
    try {
      const [text, html] = await revealPrivateLinks(db, { SIGNING_SECRET: options.signingSecret }, [
        mail.text,
        mail.html,
      ]);
      await transport.send({
        from: options.from,
        to: mail.to,
        subject: mail.subject,
        text,
        html: html ?? undefined,
        replyTo: mail.replyTo ?? undefined,
      });
      await db
        .update(outbox)
        .set({ status: 'sent', attempts, sentAt: sql`now()`, lastError: null })
        .where(eq(outbox.id, mail.id));
      result.sent++;
    } catch (error) {
      const giveUp = attempts >= MAX_MAIL_ATTEMPTS;
      const delay = retryDelaySeconds(attempts);
      await db
        .update(outbox)
        .set({
          status: giveUp ? 'failed' : 'pending',
          attempts,
          lastError: describeError(error),
          nextAttemptAt: sql`now() + ${delay}::int * interval '1 second'`,
        })
        .where(and(eq(outbox.id, mail.id), eq(outbox.status, 'pending')));
      if (giveUp) result.failed++;
      else result.retried++;
      // The log is read by more people than the outbox: it names the message, not its recipient.
      const details = { mailId: mail.id, attempts, err: withoutAddresses(describeError(error)) };
      if (giveUp) options.log.error(details, 'mail delivery failed for good');
      else options.log.warn({ ...details, retryInSeconds: delay }, 'mail delivery failed');
    }
  }
  return result;
}
