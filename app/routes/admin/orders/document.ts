import { paperResponse } from '../../../lib/paper-response.server';
import { requireStaff } from '../../../lib/require-staff.server';
import type { Route } from './+types/document';

/** «Счёт на оплату» or «Акт» of an order for staff, the same PDF the customer downloads. */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  requireStaff(context, request);
  const kind = params.kind === 'invoice' || params.kind === 'act' ? params.kind : null;
  return paperResponse(async () =>
    kind ? context.services.payments.staff.document(params.number, kind) : null,
  );
}
