/** What staff read in place of a «Мои заказы» sign-in token. */
export const MASKED_SIGN_IN_TOKEN = '[скрыто]';

/** The token of a sign-in link, in text and in an HTML attribute alike. */
const SIGN_IN_TOKEN = /(\/my-orders\/enter\?token=)[^\s"'<>&]+/g;

/**
 * A «Мои заказы» sign-in link is the customer's key to every order of their address: whoever
 * follows it is signed in as them. Staff of any role read the message without it (the customer
 * has it by mail; «Отправить повторно» still sends the real one). An order's private links stay
 * readable: staff follow them to check what was sent, and reach those orders anyway.
 */
export function maskSignInLinks(text: string): string {
  return text.replace(SIGN_IN_TOKEN, `$1${MASKED_SIGN_IN_TOKEN}`);
}
