import nodemailer from 'nodemailer';

interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
}

/** What the worker needs from a mail server: send one message, or throw why not. */
export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/**
 * SMTP through nodemailer, from a URL such as `smtp://user:pass@host:587` (STARTTLS when the
 * server offers it) or `smtps://…:465`. Timeouts are far below nodemailer's minutes-long
 * defaults so one dead server cannot stall the worker; query parameters in the URL override them.
 */
export function createSmtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport({
    url,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 60_000,
  });
  return {
    async send(mail) {
      await transporter.sendMail(mail);
    },
    close: () => transporter.close(),
  };
}
