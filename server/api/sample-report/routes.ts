import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '../../../contracts/messages';
import { GetSampleReportRequest } from '../../../contracts/sample-report';
import { HttpError } from '../../plugins/errors';
import type { ZodTypeProvider } from '../../plugins/zod';
import { attachmentDisposition } from '../../../contracts/attachment-disposition';

/** Spec section 7: POST /Dictionary/GetSampleReport, the «Скачать образец» button. */
export async function sampleReportRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    '/Dictionary/GetSampleReport',
    {
      // Served from storage after the first request per country; the limit guards against a
      // client walking every country to make the server render them all at once.
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      // A binary answer: no response schema.
      schema: { body: GetSampleReportRequest },
    },
    async (request, reply) => {
      const file = await request.ctx.services.sampleReports.getSampleReport(request.body.countryId);
      if (!file) throw new HttpError(404, MESSAGES.countryNotFound);
      return reply
        .type(file.contentType)
        .header('content-disposition', attachmentDisposition(file.fileName, file.asciiFileName))
        .header('cache-control', 'no-store')
        .send(Buffer.from(file.body.buffer, file.body.byteOffset, file.body.byteLength));
    },
  );
}
