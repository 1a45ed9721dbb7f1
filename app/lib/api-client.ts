import { API_TIMEOUT_MS } from '../../contracts/constants';

/** A failed API call, with a Russian message fit to show to the user. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const NETWORK_MESSAGE = 'Нет связи с сервером. Проверьте подключение и повторите попытку.';
const TIMEOUT_MESSAGE = 'Сервер не ответил вовремя. Повторите попытку чуть позже.';
export const SERVER_MESSAGE = 'Сервер временно недоступен. Повторите попытку чуть позже.';

/** The server answers errors as `{ message }` in Russian; anything else gets a generic text. */
async function errorMessage(response: Response): Promise<string> {
  try {
    const body: unknown = await response.json();
    if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string') {
      return body.message;
    }
  } catch {
    // Not JSON (a proxy's HTML page, say): fall through to the generic text.
  }
  return SERVER_MESSAGE;
}

/**
 * POSTs JSON to the API with the spec's default timeout. Resolves with the response when it is
 * 2xx; otherwise throws an ApiError carrying the server's message. A caller's abort is rethrown
 * as the AbortError it is, so that components can ignore it.
 */
export async function apiPost(
  path: string,
  body: unknown,
  { signal, timeoutMs = API_TIMEOUT_MS }: { signal?: AbortSignal; timeoutMs?: number } = {},
): Promise<Response> {
  const timeout = AbortSignal.timeout(timeoutMs);
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, */*' },
      body: JSON.stringify(body),
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(timeout.aborted ? TIMEOUT_MESSAGE : NETWORK_MESSAGE, 0);
  }
  if (!response.ok) throw new ApiError(await errorMessage(response), response.status);
  return response;
}

/** apiPost for calls that answer JSON. The server validates its own answers with zod. */
export async function apiPostJson<T>(
  path: string,
  body: unknown,
  options?: { signal?: AbortSignal; timeoutMs?: number },
): Promise<T> {
  const response = await apiPost(path, body, options);
  return (await response.json()) as T;
}

export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}
