import { parseDbId } from '../../../contracts/ids';
import { fileResponse } from '../../lib/file-response.server';
import { orderToken } from '../../lib/order-token';
import type { Route } from './+types/order-file';

/** A report file of a paid order, from its private page; every download is recorded. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const fileId = parseDbId(params.fileId);
  const file = fileId
    ? await context.services.payments.statusPageFile(
        params.number,
        orderToken(request),
        fileId,
        context.client,
      )
    : null;
  if (!file) throw new Response('Файл не найден или заказ ещё не оплачен', { status: 404 });
  return fileResponse(file);
}
