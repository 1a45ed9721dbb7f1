import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '../../contracts/messages';

/**
 * The build's hashed files under `/assets/` (register with that prefix). Hashed names: cached
 * forever; the build writes .br and .gz beside each text file. A name that is not there gets a
 * short Russian text, not Fastify's English default and not a whole page (a missing script or
 * stylesheet is read by a browser, not by a person).
 */
export async function staticAssets(app: FastifyInstance, opts: { root: string }) {
  app.setNotFoundHandler(async (_request, reply) =>
    reply
      .code(404)
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(MESSAGES.fileNotFound),
  );
  await app.register(fastifyStatic, {
    preCompressed: true,
    root: opts.root,
    prefix: '/',
    immutable: true,
    maxAge: '1y',
    wildcard: true,
  });
}
