import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MESSAGES } from '../../contracts/messages';
import { HttpError } from '../plugins/errors';

/**
 * The public pages' actions get their form whole and checked: at most the app's body limit
 * (413 beyond it, where reading it unbounded would fill the memory) and a multipart body that
 * parses (400 otherwise), so no action fails on what a visitor sent.
 */
export function readPublicForms(scope: FastifyInstance) {
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'buffer' },
    (_request, body, done) => done(null, body),
  );
  scope.addContentTypeParser(
    'multipart/form-data',
    { parseAs: 'buffer' },
    (request: FastifyRequest, body: Buffer, done: (error: Error | null, body?: Buffer) => void) => {
      const headers = { 'content-type': request.headers['content-type'] ?? '' };
      new Response(new Uint8Array(body), { headers }).formData().then(
        () => done(null, body),
        () => done(new HttpError(400, MESSAGES.brokenForm)),
      );
    },
  );
  // The public actions read forms only: anything else would fail inside `request.formData()`.
  scope.addContentTypeParser('*', (_request, _payload, done) =>
    done(new HttpError(415, MESSAGES.unsupportedMediaType)),
  );
  // A post without a body and without a type has met no parser above: no form at all (a form
  // with no fields still comes typed, with an empty body).
  scope.addHook('preValidation', async (request) => {
    if (request.method === 'POST' && request.body === undefined) {
      throw new HttpError(400, MESSAGES.emptyForm);
    }
  });
}

/**
 * The staff area's bodies stream on unread, whatever their type: its upload actions read them
 * up to their own, larger limits, the text preview takes plain text, and `formFields` answers
 * 400 for a body that is not a form.
 */
export function streamStaffForms(scope: FastifyInstance) {
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
}
