/**
 * Errors that mean the database is away (restarting, connections ended, refusing new ones),
 * not that a query is wrong: PostgreSQL's connection-exception and shutdown codes, and the
 * network errors of a server that is not there. Drizzle wraps the driver's error in `cause`.
 */
const UNAVAILABLE_CODES = new Set([
  '57P01', // admin_shutdown: terminated by an administrator or a restart
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up or shutting down
  '08000', // connection_exception
  '08001', // sqlclient_unable_to_establish_sqlconnection
  '08003', // connection_does_not_exist
  '08006', // connection_failure
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
]);
const UNAVAILABLE_MESSAGES = [
  /Connection terminated/i,
  /is not currently accepting connections/i,
  /the database system is (starting up|shutting down|in recovery mode)/i,
  // node-postgres, for a query on a connection that broke earlier (a transaction's rollback).
  /Client has encountered a connection error and is not queryable/i,
  // node-postgres's pool, when no connection came free within the connect timeout.
  /timeout exceeded when trying to connect/i,
];

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error, depth = 0; e && depth < 5; depth += 1) {
    const { code, message, cause } = e as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((re) => re.test(message))) {
      return true;
    }
    e = cause;
  }
  return false;
}
