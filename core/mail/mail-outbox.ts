import type { Database } from '../../db/client';
import { deliverDueMail, type DeliveryResult } from './deliver-due-mail';
import { enqueueMail } from './enqueue-mail';
import { silentMailLogger, type MailLogger, type MailMessage } from './mail-message';
import { createSmtpTransport, type MailTransport } from './smtp-transport';

export interface MailOutboxOptions {
  /** `SMTP_URL`; absent means messages are held in the outbox. */
  smtpUrl?: string;
  from: string;
  /** SIGNING_SECRET, from which the worker rebuilds the private links of stored messages. */
  signingSecret: string | undefined;
  /** How often the worker looks for due retries (new messages are sent at once). */
  pollIntervalMs?: number;
  /** Replaces SMTP, for tests of failure paths. */
  transport?: MailTransport;
}

export interface MailOutbox {
  readonly isDeliveryConfigured: boolean;
  /** Saves the message; a running worker tries to send it right away. */
  enqueue(message: MailMessage, db?: Pick<Database, 'insert'>): Promise<number>;
  /** Nudges a running worker, e.g. after messages were enqueued inside a transaction. */
  notify(): void;
  /**
   * Work that writes mail later than the request that asked for it (a queued «Мои заказы»
   * link): run at the start of every delivery pass, so its messages go out in the same pass.
   * One job per name; setting a name again replaces its job.
   */
  setPassJob(name: string, job: () => Promise<unknown>): void;
  /** One delivery pass that starts after this call; serialised with the worker's own passes. */
  deliverDue(): Promise<DeliveryResult>;
  /** Starts the background worker of this process. */
  start(log?: MailLogger): void;
  /** Stops the worker after the message being sent, and closes the SMTP connection for good. */
  stop(): Promise<void>;
}

const DEFAULT_POLL_MS = 30_000;

/**
 * The outbox of one process: writes messages and runs the delivery worker. Several processes
 * may run workers on one database; `deliverDueMail` makes them share the work safely.
 */
export function createMailOutbox(db: Database, options: MailOutboxOptions): MailOutbox {
  const transport =
    options.transport ?? (options.smtpUrl ? createSmtpTransport(options.smtpUrl) : undefined);
  const pollMs = options.pollIntervalMs ?? DEFAULT_POLL_MS;
  let log = silentMailLogger;
  let isRunning = false;
  let isStopping = false;
  let timer: NodeJS.Timeout | undefined;
  // Passes run one after another; a pass not yet started already covers any new message.
  let chain: Promise<unknown> = Promise.resolve();
  let queued: Promise<DeliveryResult> | undefined;
  const jobs = new Map<string, () => Promise<unknown>>();

  const deliverDue = (): Promise<DeliveryResult> => {
    if (queued) return queued;
    const pass = chain.then(async () => {
      queued = undefined;
      for (const [name, job] of jobs) {
        // A failing job keeps its work queued for the next pass and stops no delivery.
        await job().catch((error: unknown) =>
          log.error({ err: error, job: name }, 'mail job failed'),
        );
      }
      return deliverDueMail(db, {
        transport,
        from: options.from,
        signingSecret: options.signingSecret,
        log,
        shouldStop: () => isStopping,
      });
    });
    queued = pass;
    chain = pass.catch(() => undefined);
    return pass;
  };

  const kick = () => {
    if (!isRunning) return;
    deliverDue().catch((error: unknown) => log.error({ err: error }, 'mail delivery pass failed'));
  };

  const schedule = () => {
    timer = setTimeout(() => {
      kick();
      if (isRunning) schedule();
    }, pollMs);
    // The poll alone must not keep a finished process (a script, a test) alive.
    timer.unref();
  };

  return {
    isDeliveryConfigured: Boolean(transport),
    async enqueue(message, target = db) {
      const id = await enqueueMail(target, message, { hold: !transport });
      // Inside a transaction the row is invisible to the worker until commit: the caller
      // calls notify() then.
      if (target === db) kick();
      return id;
    },
    notify: kick,
    setPassJob(name, job) {
      jobs.set(name, job);
    },
    deliverDue,
    start(logger) {
      if (isRunning) return;
      log = logger ?? silentMailLogger;
      isRunning = true;
      isStopping = false;
      log.info(
        { smtp: Boolean(transport) },
        transport ? 'mail worker started' : 'mail worker started without SMTP: messages are held',
      );
      kick();
      schedule();
    },
    async stop() {
      isRunning = false;
      isStopping = true;
      clearTimeout(timer);
      await chain;
      transport?.close();
    },
  };
}
