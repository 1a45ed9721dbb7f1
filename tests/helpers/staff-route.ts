import type { AppServices } from '../../contracts/app-services';
import type { RequestContext } from '../../contracts/request-context';
import type { StaffMember } from '../../contracts/staff/roles';
import { failOnErrorLog } from './request-log';

/** A route's answer: `data(value, { status })` or a plain value (200). */
export function unwrapRouteResult<T>(result: unknown): { status: number; body: T } {
  const wrapped = result as { type?: string; data: T; init: { status?: number } | null };
  if (wrapped?.type === 'DataWithResponseInit') {
    return { status: wrapped.init?.status ?? 200, body: wrapped.data };
  }
  return { status: 200, body: result as T };
}

/** The load context a staff page's loader and action get for `staff` (null: nobody signed in). */
export function staffRouteContext(
  services: AppServices,
  staff: StaffMember | null,
  ip = '127.0.0.1',
): RequestContext {
  return {
    services,
    staff,
    staffSessionToken: 'token',
    client: { ip, userAgent: 'vitest', requestId: 'test' },
    isSecure: false,
    cspNonce: 'nonce',
    // Staff actions write nothing public: no limit to count.
    takeLimitTurn: async () => true,
    log: failOnErrorLog,
  };
}
