import { isRouteErrorResponse } from 'react-router';
import { NETWORK_MESSAGE, SERVER_MESSAGE } from './api-client';
import { formTexts } from './form-values';

/** The Russian text of a failed post: the server's own `{ message }` if it sent one. */
function failureMessage(error: unknown): string {
  if (!isRouteErrorResponse(error)) return NETWORK_MESSAGE;
  try {
    const body: unknown = JSON.parse(String(error.data));
    if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string')
      return body.message;
  } catch {
    // Not JSON (a proxy's HTML page, say): the generic text.
  }
  return SERVER_MESSAGE;
}

/**
 * A public form's `clientAction`: its server action, and when that cannot be reached (no
 * connection, a proxy's 5xx) the refusal a form shows beside what was typed, as an answer of
 * the server would be. Without it React Router would replace the page with its error view and
 * the typed text would be lost.
 */
export async function serverActionOrFailure<T>(
  request: Request,
  serverAction: () => Promise<T>,
): Promise<T | { message: string; values: Record<string, string> }> {
  const values = formTexts(await request.clone().formData());
  try {
    return await serverAction();
  } catch (error) {
    // A redirect (the order form's landing on the order made) is the router's to follow.
    if (error instanceof Response && error.status >= 300 && error.status < 400) throw error;
    return { message: failureMessage(error), values };
  }
}
