import { data, redirect, type AppLoadContext } from 'react-router';
import { roleForStaffPath, STAFF_AREA_PATH } from '../../contracts/staff/access';
import { MESSAGES } from '../../contracts/messages';
import { STAFF_AUTH_MESSAGES } from '../../contracts/staff/auth';
import { hasRole, type StaffActor, type StaffRole } from '../../contracts/staff/roles';

/**
 * The acting staff member of a staff page's loader or action. Anonymous: to the login form
 * (and back here after it); a role below the section's (contracts/staff/access.ts): 403.
 * Every loader and action of the staff area calls it, even where the server's guard ran.
 */
export function requireStaff(
  context: AppLoadContext,
  request: Request,
  role?: StaffRole,
): StaffActor {
  const url = new URL(request.url);
  const { staff, client } = context;
  if (!staff) {
    const next =
      request.method === 'GET' ? `?next=${encodeURIComponent(url.pathname + url.search)}` : '';
    throw redirect(`${STAFF_AREA_PATH}${next}`);
  }
  const needed = role ?? roleForStaffPath(url.pathname) ?? 'manager';
  if (!hasRole(staff, needed)) {
    throw data({ message: STAFF_AUTH_MESSAGES.forbidden }, { status: 403 });
  }
  return { ...staff, ip: client.ip, requestId: client.requestId };
}

/** Form fields of a request as strings (files and repeated names are the caller's business). */
export async function formFields(request: Request): Promise<Record<string, string>> {
  // A multipart body cut short cannot be read: the sender's fault, said as such, not a 500.
  const form = await request.formData().catch(() => {
    throw data({ message: MESSAGES.brokenForm }, { status: 400 });
  });
  const fields: Record<string, string> = {};
  for (const [key, value] of form)
    if (typeof value === 'string' && !(key in fields)) fields[key] = value;
  return fields;
}
