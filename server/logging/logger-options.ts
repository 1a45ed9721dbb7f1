import type { DestinationStream, LoggerOptions } from 'pino';
import type { Config } from '../../core/config';
import { redactUrlSecrets } from './redact-url';
import { serializeError } from './safe-error';

/**
 * The server's pino options: request URLs with their link secrets redacted, errors without SQL
 * parameters or personal data. Fastify's own messages ("Route GET:/…?token=… not found")
 * pass through the same redaction.
 */
export function loggerOptions(
  config: Pick<Config, 'LOG_LEVEL'>,
  stream?: DestinationStream,
): LoggerOptions & { stream?: DestinationStream } {
  return {
    level: config.LOG_LEVEL,
    serializers: { url: (url: unknown) => redactUrlSecrets(String(url)), err: serializeError },
    hooks: {
      logMethod(args, method) {
        const redacted = args.map((arg) => (typeof arg === 'string' ? redactUrlSecrets(arg) : arg));
        method.apply(this, redacted as Parameters<typeof method>);
      },
    },
    ...(stream ? { stream } : {}),
  };
}
