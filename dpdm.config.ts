import { defineConfig } from 'dpdm';

/**
 * `npm run lint:cycles`: no import cycle among the project's own files. Type-only imports count
 * too: a cycle of types is still two modules that cannot be understood one without the other.
 */
export default defineConfig({
  files: ['*.ts', '{app,contracts,core,db,demo,server,scripts,tests}/**/*.{ts,tsx,mjs}'],
  exitCode: 'circular:1',
  tree: false,
  // Unresolved imports are React Router's generated `+types` and Vite's `?url` assets; tsc
  // already fails on any other.
  warning: false,
  progress: false,
});
