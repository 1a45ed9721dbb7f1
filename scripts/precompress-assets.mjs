// Writes a .br and a .gz beside every text asset of the client build, at the highest levels:
// hashed assets never change, so they are compressed once here instead of on every request,
// and the server (@fastify/static, preCompressed) sends these files as they are.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const ASSETS = path.resolve(process.argv[2] ?? 'build/client/assets');
const TEXT = /\.(?:js|mjs|css|svg|json|txt|html|xml)$/;
// As the server's on-the-fly threshold: below it compression saves less than it costs.
const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

async function precompress(file) {
  const source = await readFile(file);
  if (source.length < MIN_BYTES) return 0;
  const [br, gz] = await Promise.all([
    brotli(source, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }),
    gzipAsync(source, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
  return source.length;
}

const entries = await readdir(ASSETS, { recursive: true, withFileTypes: true });
const files = entries
  .filter((entry) => entry.isFile() && TEXT.test(entry.name))
  .map((entry) => path.join(entry.parentPath ?? entry.path, entry.name));
const sizes = await Promise.all(files.map(precompress));
const done = sizes.filter((size) => size > 0).length;
console.log(`precompressed ${done} of ${files.length} text assets (.br, .gz) in ${ASSETS}`);
