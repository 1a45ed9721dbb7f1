import type { TestProject } from 'vitest/node';
import { startE2EServer } from './e2e-server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/**
 * Starts the production build once for all browser tests, on a free port with a fresh embedded
 * database seeded with the demo data. `make test` builds first; E2E_BASE_URL reuses a running server.
 */
export default async function setup(project: TestProject) {
  if (process.env.E2E_BASE_URL) {
    project.provide('baseUrl', process.env.E2E_BASE_URL);
    return;
  }
  const server = await startE2EServer();
  project.provide('baseUrl', server.baseUrl);
  return () => server.stop();
}
