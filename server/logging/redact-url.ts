/**
 * Query parameters that are keys in themselves: an order's or a sign-in link's `token`, a
 * report link's `sig`, a payment's `payment` id and its return `access` proof (the result page
 * of a payment). Whoever reads the log must not be able to open the link.
 */
const SECRET_PARAM = /([?&;](?:token|sig|payment|access)=)[^&#\s"'\\]+/gi;

/** The text with every secret query parameter's value replaced, the rest of the URL kept. */
export function redactUrlSecrets(text: string): string {
  return text.replace(SECRET_PARAM, '$1[redacted]');
}
