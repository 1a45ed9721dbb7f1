import type { AppServices } from './app-services';
import type { RequestClient } from './staff/staff-services';
import type { StaffMember } from './staff/roles';
import type { ClientLimitName } from './client-limits';

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
   * API route shares; false when over it: the page answers 429 with its form or search.
   */
  takeLimitTurn(name: ClientLimitName): Promise<boolean>;
  /** The request's logger (its line carries the request id), for errors of page renders. */
  log: RequestLog;
}

/** The part of the server's logger a page render needs; its serializers strip secrets. */
export interface RequestLog {
  error(details: object, message: string): void;
}
