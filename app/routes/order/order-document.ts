import { fileResponse } from '../../lib/file-response.server';
import { orderToken } from '../../lib/order-token';
import type { Route } from './+types/order-document';

/** «Счёт на оплату» or «Акт оказанных услуг» of an order as PDF, from its private link. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const kind = params.kind === 'invoice' || params.kind === 'act' ? params.kind : null;
  const file = kind
    ? await context.services.payments.document(params.number, orderToken(request), kind)
    : null;
  if (!file) throw new Response('Документ не найден', { status: 404 });
  return fileResponse(file);
}
