import type { AppServices } from './app-services';
import type { RequestClient } from './request-client';
import type { StaffMember } from './staff/roles';
import type { ClientLimitName } from './client-limits';

/** A per-client limit's refusal: the Russian message with the wait, and the wait in seconds. */
export interface LimitRefusal {
  message: string;
  retryAfterSeconds: number | null;
}

/**
 * "Who is asking": one object per request, built by the server and handed identically to
 * Fastify routes (`request.ctx`) and to React Router loaders and actions (the load context).
 */
export interface RequestContext {
  services: AppServices;
  /** The signed-in staff member, or null. */
  staff: StaffMember | null;
  /** The raw session token of that staff member, for signing out and password changes. */
  staffSessionToken: string | null;
  client: RequestClient;
  /** Whether the request came over TLS (directly or through a trusted proxy). */
  isSecure: boolean;
  /**
   * Per-response nonce for the Content-Security-Policy of inline scripts; absent for a page
   * rendered for the page cache, whose scripts the policy allows by their hashes.
   */
  cspNonce: string | undefined;
  /**
   * Counts one use by this client against a limit (contracts/client-limits.ts), the counter its
   * API route shares; over it, the refusal naming the real wait (the reply already carries its
   * `Retry-After`): the page answers 429 with its form or search and that message.
   */
  takeLimitTurn(name: ClientLimitName): Promise<true | LimitRefusal>;
  /** The request's logger (its line carries the request id), for errors of page renders. */
  log: RequestLog;
}

/** The part of the server's logger a page render needs; its serializers strip secrets. */
export interface RequestLog {
  error(details: object, message: string): void;
}

/** React Router's load context: the request context the Fastify routes see. */
export type AppLoadContextValue = RequestContext;
