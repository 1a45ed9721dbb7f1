import { fileResponse } from '../../../lib/file-response.server';
import { requireStaff } from '../../../lib/require-staff.server';
import type { Route } from './+types/file';
import { idParam } from '../../../../contracts/ids';
import { MESSAGES } from '../../../../contracts/messages';

/**
 * A file of an order for staff, replaced versions included: an attachment under its Russian
 * name (RFC 5987), never cached, never sniffed as another type.
 */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const actor = requireStaff(context, request);
  const file = await context.services.staff.orders.openFile(
    actor,
    params.number,
    idParam(params.fileId),
  );
  if (!file) throw new Response(MESSAGES.fileNotFound, { status: 404 });
  return fileResponse(file);
}
