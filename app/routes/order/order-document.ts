import { waitPhrase } from '../../../contracts/messages';
import { orderToken } from '../../lib/order-token';
import { paperResponse } from '../../lib/paper-response.server';
import type { Route } from './+types/order-document';

/**
 * «Счёт на оплату» or «Акт оказанных услуг» of an order as PDF, from its private link. Each
 * download counts against the client's limit, before the link is even checked: a paper's first
 * download is rendered, and guessing links must cost the same.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  // Over the limit, the reply already carries `retry-after`, and the message names the same wait.
  const turn = await context.takeLimitTurn('paper');
  if (turn !== true) {
    const wait = turn.retryAfterSeconds === null ? 'позже' : waitPhrase(turn.retryAfterSeconds);
    return new Response(`Слишком много скачиваний документов с вашего адреса. Повторите ${wait}.`, {
      status: 429,
      headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
    });
  }
  const kind = params.kind === 'invoice' || params.kind === 'act' ? params.kind : null;
  return paperResponse(async () =>
    kind ? context.services.payments.document(params.number, orderToken(request), kind) : null,
  );
}
