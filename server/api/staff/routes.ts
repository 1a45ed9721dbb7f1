import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { STAFF_ROLES } from '../../../contracts/staff/roles';
import type { ZodTypeProvider } from '../../plugins/zod';

const Me = z.object({
  id: z.number(),
  email: z.string(),
  name: z.string(),
  role: z.enum(STAFF_ROLES),
});

/**
 * The staff API, for what a page's action cannot serve (file downloads, live previews). The
 * request-context guard has already refused anonymous callers and roles below the section's.
 */
export async function staffApiRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // /api/staff/account/me: who is signed in (the staff pages' scripts use it to notice a logout).
  api.get('/account/me', { schema: { response: { 200: Me } } }, async (request) => {
    const { staff } = request.ctx;
    if (!staff) throw new Error('the request-context guard lets no anonymous call through');
    return staff;
  });
}
