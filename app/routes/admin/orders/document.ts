import { tryDomain } from '../../../lib/domain-result.server';
import { fileResponse, refusalResponse } from '../../../lib/file-response.server';
import { requireStaff } from '../../../lib/require-staff.server';
import type { Route } from './+types/document';

/** «Счёт на оплату» or «Акт» of an order for staff, the same PDF the customer downloads. */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  requireStaff(context, request);
  const kind = params.kind === 'invoice' || params.kind === 'act' ? params.kind : null;
  const result = await tryDomain(async () =>
    kind ? context.services.payments.staff.document(params.number, kind) : null,
  );
  if (!result.ok) throw refusalResponse(result);
  if (!result.value) throw new Response('Документ не найден', { status: 404 });
  return fileResponse(result.value);
}
