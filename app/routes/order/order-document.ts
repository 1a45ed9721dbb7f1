import { tryDomain } from '../../lib/domain-result.server';
import { fileResponse, refusalResponse } from '../../lib/file-response.server';
import { orderToken } from '../../lib/order-token';
import type { Route } from './+types/order-document';

/** «Счёт на оплату» or «Акт оказанных услуг» of an order as PDF, from its private link. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const kind = params.kind === 'invoice' || params.kind === 'act' ? params.kind : null;
  const result = await tryDomain(async () =>
    kind ? context.services.payments.document(params.number, orderToken(request), kind) : null,
  );
  // A refusal (an order priced in another currency gets no papers in roubles) says why.
  if (!result.ok) throw refusalResponse(result);
  if (!result.value) throw new Response('Документ не найден', { status: 404 });
  return fileResponse(result.value);
}
