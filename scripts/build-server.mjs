// Bundles the Fastify entry point; npm packages stay external and load from node_modules.
import { build } from 'esbuild';

await build({
  entryPoints: {
    main: 'server/main.ts',
    migrate: 'scripts/migrate.ts',
    seed: 'scripts/seed.ts',
    // The thread invoices and acts are rendered in: core/documents/paper-renderer.ts starts
    // build/server-main/paper-worker.js by this name.
    'paper-worker': 'core/documents/paper-worker.ts',
  },
  outdir: 'build/server-main',
  bundle: true,
  platform: 'node',
  format: 'esm',
  // Modules loaded with import() (the PDF renderer) become files of their own, loaded when
  // first asked for rather than when the server starts.
  splitting: true,
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
