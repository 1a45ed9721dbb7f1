import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MESSAGES } from '../../contracts/messages';
import { HttpError } from '../plugins/errors';

const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];

function refuseOtherTypes(scope: FastifyInstance) {
  // Route actions read forms only: anything else would fail inside `request.formData()`.
  scope.addContentTypeParser('*', (_request, _payload, done) =>
    done(new HttpError(415, MESSAGES.unsupportedMediaType)),
  );
}

/**
 * The public pages' actions get their form whole and checked: at most the app's body limit
 * (413 beyond it, where reading it unbounded would fill the memory) and a multipart body that
 * parses (400 otherwise), so no action fails on what a visitor sent.
 */
export function readPublicForms(scope: FastifyInstance) {
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser(FORM_TYPES[0]!, { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );
  scope.addContentTypeParser(
    FORM_TYPES[1]!,
    { parseAs: 'buffer' },
    (request: FastifyRequest, body: Buffer, done: (error: Error | null, body?: Buffer) => void) => {
      const headers = { 'content-type': request.headers['content-type'] ?? '' };
      new Response(new Uint8Array(body), { headers }).formData().then(
        () => done(null, body),
        () => done(new HttpError(400, MESSAGES.brokenForm)),
      );
    },
  );
  refuseOtherTypes(scope);
}

/**
 * The staff area's forms stream on unread: its upload actions read them up to their own,
 * larger limits and answer on the page.
 */
export function streamStaffForms(scope: FastifyInstance) {
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser(FORM_TYPES, (_request, _payload, done) => done(null));
  refuseOtherTypes(scope);
}
