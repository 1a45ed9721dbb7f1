// Bundles the Fastify entry point; npm packages stay external and load from node_modules.
import { build } from 'esbuild';

await build({
  entryPoints: { main: 'server/main.ts', migrate: 'scripts/migrate.ts', seed: 'scripts/seed.ts' },
  outdir: 'build/server-main',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
