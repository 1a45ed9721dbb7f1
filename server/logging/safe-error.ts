import { redactUrlSecrets } from './redact-url';

/**
 * Fields of a driver's error that say what failed without saying with what: PostgreSQL's
 * `detail` ("Key (email)=(…) already exists", "Failing row contains (…)") and drizzle's
 * `params` carry the customer's data and are left out.
 */
const KEPT_FIELDS = ['code', 'constraint', 'table', 'column', 'schema', 'severity', 'routine'];
const MAX_CAUSE_DEPTH = 5;

export interface SafeError {
  type: string;
  message: string;
  stack?: string;
  cause?: SafeError;
  [field: string]: unknown;
}

// drizzle's DrizzleQueryError: "Failed query: <sql>\nparams: <the values>".
function withoutParams(message: string): string {
  const at = message.indexOf('\nparams: ');
  return at === -1 ? message : `${message.slice(0, at)}\nparams: [withheld]`;
}

function clean(text: string): string {
  return redactUrlSecrets(withoutParams(text));
}

/**
 * pino's `err` serializer: type, message, code and stack of an error and its causes, without
 * SQL parameters, row contents or link secrets. The stack is rebuilt from its frames because
 * its first line repeats the whole message.
 */
export function serializeError(error: unknown, depth = 0): SafeError {
  if (!(error instanceof Error)) return { type: typeof error, message: clean(String(error)) };
  const message = clean(error.message);
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  const safe: SafeError = {
    type: error.constructor.name,
    message,
    stack: [`${error.name}: ${message}`, ...frames].join('\n'),
  };
  const fields = error as unknown as Record<string, unknown>;
  for (const field of KEPT_FIELDS) {
    const value = fields[field];
    if (typeof value === 'string' || typeof value === 'number') safe[field] = value;
  }
  if (error.cause !== undefined && depth < MAX_CAUSE_DEPTH) {
    safe.cause = serializeError(error.cause, depth + 1);
  }
  return safe;
}
