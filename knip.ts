import { defineConfig } from 'knip/config';

/**
 * `npm run lint:unused`: files, exports and dependencies nobody uses fail `make lint`. Knip's
 * plugins already read React Router (app/routes.ts, app/root.tsx, the route modules' exports),
 * Vite, Vitest (tests, setup files, global setup), drizzle-kit, ESLint, Prettier and the tsx/node
 * commands of package.json's scripts; the entries below are the ones no plugin can see.
 */
export default defineConfig({
  entry: [
    // scripts/build-server.mjs bundles these with esbuild (the production server and its
    // paper worker thread).
    'server/main.ts',
    'core/documents/paper-worker.ts',
    // Command-line tools, some run by hand (README: `npx tsx scripts/explain-search.ts`).
    'scripts/*.{ts,mjs}',
    // Declares React Router's AppLoadContext: a type augmentation nothing imports.
    'app/load-context.ts',
    // Started as child processes by the tests (embedded-database-lock, the e2e server).
    'tests/fixtures/*.ts',
    'tests/e2e/fixtures.ts',
    'dpdm.config.ts',
  ],
  // Debian's poppler-utils (`make browser`), run by the browser tests on downloaded PDFs.
  ignoreBinaries: ['pdftoppm'],
  // tests/e2e/axe.ts reads axe-core's script by path to inject it into the page.
  ignoreDependencies: ['axe-core'],
});
