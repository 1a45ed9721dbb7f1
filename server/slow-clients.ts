import { STATUS_CODES, type Server } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyHttpOptions } from 'fastify';
import { MESSAGES } from '../contracts/messages';
import type { Config } from '../core/config';

/** Node checks its request timeouts on this beat; its default of 30 s would add up to that. */
const TIMEOUT_CHECK_MS = 1000;

/**
 * Fastify's default answers a broken or too-slow request in English; this one says it in
 * Russian and closes the connection, as the default does.
 */
function answerClientError(error: Error & { code?: string }, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, MESSAGES.requestTimeout]
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, MESSAGES.headersTooLarge]
        : [400, MESSAGES.badRequest];
  const body = JSON.stringify({ message });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}

/**
 * Slowloris and its kin: a client that sends its headers or body a byte at a time, or goes
 * silent, is cut off with 408 instead of holding a connection for ever.
 */
export function slowClientOptions(config: Config): FastifyHttpOptions<Server> {
  const headersTimeout = Math.min(config.HEADERS_TIMEOUT_MS, config.REQUEST_TIMEOUT_MS);
  return {
    requestTimeout: config.REQUEST_TIMEOUT_MS,
    // A socket silent for this long is closed (a client that stopped reading its answer);
    // longer than the request timeout, so that a slow request gets its 408 first.
    connectionTimeout: 2 * config.REQUEST_TIMEOUT_MS,
    http: {
      headersTimeout,
      requestTimeout: config.REQUEST_TIMEOUT_MS,
      connectionsCheckingInterval: Math.min(TIMEOUT_CHECK_MS, headersTimeout),
    },
    clientErrorHandler: answerClientError,
  };
}
