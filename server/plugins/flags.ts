import { createReadStream } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const require = createRequire(import.meta.url);
const FLAG_ICONS_DIR = path.join(
  path.dirname(require.resolve('flag-icons/package.json')),
  'flags/4x3',
);
/** flag-icons lacks Abkhazia and South Ossetia; their flags are drawn in this repository. */
const LOCAL_FLAGS = new Set(['ab', 'os']);

/** Self-hosted country flags at /flags/{code}.svg, by lower-case two-letter code. */
export const flagsPlugin = fp(async (app: FastifyInstance, opts: { localFlagsDir: string }) => {
  app.get<{ Params: { file: string } }>('/flags/:file', async (request, reply) => {
    const match = /^([a-z]{2})\.svg$/.exec(request.params.file);
    if (!match) return reply.code(404).send({ message: 'Флаг не найден' });
    const code = match[1] as string;
    const file = LOCAL_FLAGS.has(code)
      ? path.join(opts.localFlagsDir, `${code}.svg`)
      : path.join(FLAG_ICONS_DIR, `${code}.svg`);
    const stream = createReadStream(file);
    try {
      await new Promise<void>((resolve, reject) =>
        stream.once('open', () => resolve()).once('error', reject),
      );
    } catch {
      return reply.code(404).send({ message: 'Флаг не найден' });
    }
    reply.header('content-type', 'image/svg+xml');
    reply.header('cache-control', 'public, max-age=604800, immutable');
    return reply.send(stream);
  });
});
