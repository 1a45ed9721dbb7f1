import type { FastifyInstance } from 'fastify';
import { FeedbackQuestion, FeedbackQuestionResponse } from '../../../contracts/feedback';
import type { ZodTypeProvider } from '../../plugins/zod';

/** Spec section 7: POST /FeedBack/Question, the contact form of the home page. */
export async function feedbackRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    '/FeedBack/Question',
    {
      // Each question e-mails staff: a person asks once or twice, a script is stopped here. The
      // home page's form counts against the same limit.
      onRequest: app.clientLimits.hook('question'),
      schema: { body: FeedbackQuestion, response: { 200: FeedbackQuestionResponse } },
    },
    async (request) => {
      const userAgent = request.headers['user-agent'];
      const { id } = await request.ctx.services.feedback.submitQuestion(request.body, {
        ip: request.ip,
        userAgent: typeof userAgent === 'string' ? userAgent : undefined,
      });
      return { ok: true as const, id };
    },
  );
}
