/*
 * Anything shaped like an e-mail address. SMTP servers echo the recipient in their refusals
 * (Postfix: "<anna@example.ru>: Recipient address rejected"), and nodemailer repeats the reply.
 */
const ADDRESS = /[^\s<>"'(),;:@[\]]+@[^\s<>"'(),;:@[\]]+/g;

/** The text with every e-mail address in it replaced, for logs that must not name a customer. */
export function withoutAddresses(text: string): string {
  return text.replace(ADDRESS, '[address]');
}
