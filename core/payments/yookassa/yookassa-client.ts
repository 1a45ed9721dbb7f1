import { setTimeout as sleep } from 'node:timers/promises';
import type { z } from 'zod';
import { PaymentProviderError } from '../payment-provider';
import { YooKassaErrorSchema } from './yookassa-schemas';
import { normalizeBaseUrl } from '../../../contracts/base-url';

export interface YooKassaClientOptions {
  shopId: string;
  secretKey: string;
  /** `https://api.yookassa.ru/v3`, or a local stand-in in the tests. */
  apiUrl: string;
  /** The whole budget of one call, the internal retry included. */
  timeoutMs?: number;
  /** Pause before the one internal retry after an HTTP 5xx or a network failure. */
  retryDelayMs?: number;
  fetch?: typeof globalThis.fetch;
}

export interface YooKassaRequest<T> {
  method: 'GET' | 'POST';
  /** Below apiUrl, e.g. `/payments`; ids already encoded. */
  path: string;
  body?: unknown;
  idempotenceKey?: string;
  answer: z.ZodType<T>;
}

const DEFAULT_TIMEOUT_MS = 10_000;
const DEFAULT_RETRY_DELAY_MS = 300;
const ERROR_TEXT_MAX_LENGTH = 300;

/** An HTTP 5xx or a network failure: the outcome is unknown, worth one more try. */
class Failure extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

/**
 * YooKassa's API v3 over plain fetch: HTTP Basic auth, the Idempotence-Key on POST, answers
 * checked with zod. An HTTP 5xx or a network failure is repeated once, with the same key, after
 * a short pause (YooKassa: "the result is unknown, repeat the request with the same data and
 * key"); then the error is retryable for the caller, who repeats with the same key. A 4xx is
 * final: the caller starts again with a new key. Errors never carry the secret key or the
 * Authorization header.
 */
export function createYooKassaClient(options: YooKassaClientOptions) {
  const baseUrl = normalizeBaseUrl(options.apiUrl);
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const retryDelayMs = options.retryDelayMs ?? DEFAULT_RETRY_DELAY_MS;
  const fetchImpl = options.fetch ?? globalThis.fetch;
  const authorization = `Basic ${Buffer.from(`${options.shopId}:${options.secretKey}`).toString('base64')}`;
  const secrets = [options.secretKey, authorization.slice('Basic '.length)].filter(
    (s) => s.length >= 4,
  );
  const redact = (text: string) =>
    secrets.reduce((out, secret) => out.split(secret).join('***'), text);

  async function attempt<T>(request: YooKassaRequest<T>, signal: AbortSignal): Promise<T> {
    const headers: Record<string, string> = {
      Authorization: authorization,
      Accept: 'application/json',
    };
    if (request.body !== undefined) headers['Content-Type'] = 'application/json';
    if (request.idempotenceKey) headers['Idempotence-Key'] = request.idempotenceKey;
    let response: Response;
    let text: string;
    try {
      response = await fetchImpl(`${baseUrl}${request.path}`, {
        method: request.method,
        headers,
        body: request.body === undefined ? undefined : JSON.stringify(request.body),
        // The API never redirects: a redirect is an unexpected answer, not followed with credentials.
        redirect: 'manual',
        signal,
      });
      text = await response.text();
    } catch (error) {
      if (signal.aborted) throw error;
      throw new Failure(`network failure (${networkCause(error)})`);
    }
    if (response.status >= 500) {
      throw new Failure(`HTTP ${response.status}${describeError(text)}`, response.status);
    }
    if (response.status >= 400) {
      throw new PaymentProviderError(
        redact(
          `YooKassa ${request.method} ${request.path}: HTTP ${response.status}${describeError(text)}`,
        ),
        // Too many requests: nothing was done, the same request may be repeated later.
        response.status === 429,
        response.status,
      );
    }
    const answer = request.answer.safeParse(parseJson(text));
    if (response.status !== 200 || !answer.success) {
      throw new PaymentProviderError(
        redact(
          `YooKassa ${request.method} ${request.path}: unexpected answer (HTTP ${response.status}${answer.success ? '' : `, ${summarizeIssues(answer.error)}`})`,
        ),
        true,
        response.status,
      );
    }
    return answer.data;
  }

  return async function call<T>(request: YooKassaRequest<T>): Promise<T> {
    const signal = AbortSignal.timeout(timeoutMs);
    const fail = (reason: string, status?: number) =>
      new PaymentProviderError(
        redact(`YooKassa ${request.method} ${request.path}: ${reason}`),
        true,
        status,
      );
    for (let tries = 1; ; tries += 1) {
      try {
        return await attempt(request, signal);
      } catch (error) {
        if (error instanceof PaymentProviderError) throw error;
        if (signal.aborted) throw fail(`no answer within ${timeoutMs} ms`);
        if (!(error instanceof Failure)) throw error;
        if (tries >= 2) throw fail(`${error.message}, also after a repeat`, error.status);
        try {
          await sleep(retryDelayMs, undefined, { signal });
        } catch {
          throw fail(`${error.message}; no time left to repeat within ${timeoutMs} ms`);
        }
      }
    }
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** YooKassa's own words about an error, for the log: code, description, parameter, id. */
function describeError(text: string): string {
  const parsed = YooKassaErrorSchema.safeParse(parseJson(text));
  if (!parsed.success) return '';
  const { code, description, parameter, id } = parsed.data;
  const parts = [
    code,
    description,
    parameter && `parameter ${parameter}`,
    id && `error id ${id}`,
  ].filter(Boolean);
  return parts.length ? ` ${parts.join(', ').slice(0, ERROR_TEXT_MAX_LENGTH)}` : '';
}

function summarizeIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.join('.') || 'body'}: ${issue.message}`)
    .join('; ');
}

function networkCause(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  const code = (cause as { code?: unknown } | null)?.code;
  if (typeof code === 'string') return code;
  return cause instanceof Error ? cause.message.slice(0, 100) : 'unknown';
}
