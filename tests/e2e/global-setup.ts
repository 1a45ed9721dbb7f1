import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/healthz`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not become healthy within ${timeoutMs} ms`);
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
  const dataDir = mkdtempSync(path.join(tmpdir(), 'inocheck-e2e-'));
  const port = await freePort();
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    PUBLIC_BASE_URL: `http://localhost:${port}`,
    LOG_LEVEL: 'warn',
    ...(process.env.E2E_DEMO_SCALE ? {} : { DEMO_COMPANIES_PER_COUNTRY: '40' }),
  };
  const seeded = spawnSync('node', ['build/server-main/seed.js'], { env, stdio: 'inherit' });
  if (seeded.status !== 0) throw new Error('seeding the e2e database failed');
  const fixtures = spawnSync('npx', ['tsx', 'tests/e2e/fixtures.ts'], { env, stdio: 'inherit' });
  if (fixtures.status !== 0) throw new Error('adding the e2e fixtures failed');
  const child = spawn('node', ['build/server-main/main.js'], {
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://localhost:${port}`;
  await waitForHealth(baseUrl, child, 60_000);
  project.provide('baseUrl', baseUrl);
  return async () => {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  };
}
