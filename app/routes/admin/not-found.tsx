import { data } from 'react-router';
import { requireStaff } from '../../lib/require-staff.server';
import type { Route } from './+types/not-found';

/** Unknown paths of the staff area: 404 inside the staff layout, and only for staff. */
export async function loader({ context, request }: Route.LoaderArgs) {
  requireStaff(context, request);
  throw data(null, { status: 404 });
}

export async function action({ context, request }: Route.ActionArgs) {
  requireStaff(context, request);
  throw data(null, { status: 404 });
}

export default function StaffNotFound() {
  return null;
}
