/** One outgoing e-mail as the domain code builds it; the outbox adds delivery state. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /** What the message is about ('question-staff', 'order-created', ...), shown in the staff area. */
  kind: string;
  /** The order or question it is about: the staff area lists every message sent about one. */
  orderId?: number;
  questionId?: number;
}

/** A rendered template: what a message needs besides its recipient and kind. */
export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

/** The subset of pino's logger the mail worker writes to (Fastify's `app.log` fits). */
export interface MailLogger {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export const silentMailLogger: MailLogger = {
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
};
