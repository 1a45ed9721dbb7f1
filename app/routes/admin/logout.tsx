import { redirect } from 'react-router';
import { STAFF_AREA_PATH } from '../../../contracts/staff/access';
import { clearStaffSessionCookie } from '../../../contracts/staff/session-cookie';
import { formFields, requireStaff } from '../../lib/require-staff.server';
import type { Route } from './+types/logout';

/** POST only (GET never changes anything): ends this session, or every session of the person. */
export async function action({ context, request }: Route.ActionArgs) {
  const actor = requireStaff(context, request);
  const { intent } = await formFields(request);
  const { auth } = context.services.staff;
  if (intent === 'everywhere') await auth.signOutEverywhere(actor);
  else if (context.staffSessionToken) await auth.signOut(context.staffSessionToken, actor);
  return redirect(STAFF_AREA_PATH, {
    headers: { 'Set-Cookie': clearStaffSessionCookie(context.isSecure) },
  });
}

export async function loader() {
  return redirect(STAFF_AREA_PATH);
}
