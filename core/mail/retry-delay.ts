/** After this many failed attempts a message is marked 'failed' and left for staff to resend. */
export const MAX_MAIL_ATTEMPTS = 10;

const BASE_DELAY_S = 60;
const MAX_DELAY_S = 4 * 60 * 60;

/**
 * Exponential backoff: 1, 2, 4 … minutes, capped at 4 hours, so ten attempts span about eight
 * hours — long enough to ride out an SMTP outage, short enough for staff to notice a failure.
 */
export function retryDelaySeconds(failedAttempts: number): number {
  const exponent = Math.max(0, failedAttempts - 1);
  return Math.min(BASE_DELAY_S * 2 ** exponent, MAX_DELAY_S);
}
