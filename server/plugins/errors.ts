import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ZodError } from 'zod';
import { MESSAGES, tooManyRequestsMessage } from '../../contracts/messages';
import { DomainError } from '../../core/domain-error';
import { isDatabaseUnavailable } from '../../db/database-unavailable';
import { plainPage, unavailablePage } from '../site/unavailable-page';
import { retryAfterOf } from './client-limits';

/** How long a client should wait before trying again while the database is away. */
export const DATABASE_RETRY_AFTER_SECONDS = 10;

/** An error whose Russian message is meant for the user, with its HTTP status. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

function describeZodError(error: ZodError): string {
  const issue = error.issues[0];
  if (!issue) return MESSAGES.badRequest;
  if (issue.code === 'unrecognized_keys') return `Неизвестное поле: ${issue.keys.join(', ')}`;
  const field = issue.path.join('.');
  return field ? `${field}: ${issue.message}` : issue.message;
}

const CLIENT_ERROR_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: MESSAGES.invalidJson,
  FST_ERR_CTP_EMPTY_JSON_BODY: MESSAGES.invalidJson,
  FST_ERR_CTP_BODY_TOO_LARGE: MESSAGES.payloadTooLarge,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: MESSAGES.unsupportedMediaType,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: MESSAGES.badRequest,
};

function isPageRequest(request: FastifyRequest): boolean {
  const accept = request.headers.accept;
  return (
    !request.url.startsWith('/api/') && typeof accept === 'string' && accept.includes('text/html')
  );
}

/** One place that turns every failure into `{ message }` in Russian; 5xx details stay in the log. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  /** A refusal: JSON for the API and scripts, a page of its own for a browser asking for one. */
  const refuse = (request: FastifyRequest, reply: FastifyReply, status: number, message: string) =>
    isPageRequest(request)
      ? reply
          .status(status)
          .type('text/html; charset=utf-8')
          .send(plainPage(status, 'Запрос не принят', message))
      : reply.status(status).send({ message });

  app.setErrorHandler((error: FastifyError | HttpError | DomainError, request, reply) => {
    if (error instanceof HttpError || error instanceof DomainError) {
      return refuse(request, reply, error.statusCode, error.message);
    }
    // Only a failed request schema is the client's fault; a ZodError from a response is ours.
    if (
      error instanceof ZodError &&
      (error as unknown as FastifyError).code === 'FST_ERR_VALIDATION'
    ) {
      return reply.status(400).send({
        message: describeZodError(error),
        issues: error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })),
      });
    }
    const status = error instanceof ZodError ? 500 : (error.statusCode ?? 500);
    // A per-client limit's refusal says the real wait its `retry-after` holds.
    if (status === 429) {
      return refuse(request, reply, 429, tooManyRequestsMessage(retryAfterOf(reply)));
    }
    if (status >= 400 && status < 500) {
      return refuse(
        request,
        reply,
        status,
        CLIENT_ERROR_MESSAGES[error.code] ?? MESSAGES.badRequest,
      );
    }
    if (isDatabaseUnavailable(error)) {
      // The code only: the driver's message may quote the query and its data.
      request.log.warn({ code: (error as { code?: string }).code }, 'database unavailable');
      reply.status(503).header('retry-after', DATABASE_RETRY_AFTER_SECONDS);
      // A page asked by a browser (a staff page whose session could not be read) gets a page.
      if (isPageRequest(request)) {
        return reply
          .type('text/html; charset=utf-8')
          .send(unavailablePage(MESSAGES.databaseUnavailable));
      }
      return reply.send({ message: MESSAGES.databaseUnavailable });
    }
    if (error.code === 'ERR_STREAM_PREMATURE_CLOSE' && reply.raw.destroyed) {
      // The client went away while its answer streamed (through compression): nothing failed
      // on this side, and nobody is left to answer.
      request.log.info('client closed the connection before the answer was complete');
    } else {
      request.log.error({ err: error }, 'request failed');
    }
    return reply.status(500).send({ message: MESSAGES.serverError });
  });
});
