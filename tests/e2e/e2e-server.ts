import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../helpers/free-port';
import { startCommand } from '../../scripts/lib/start-command';

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

/** Runs a command to its end without blocking the caller's event loop (an SMTP sink may run in it). */
async function run(command: string, args: string[], env: NodeJS.ProcessEnv, what: string) {
  const child = spawn(command, args, { env, stdio: 'inherit' });
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`${what} failed with ${code}`);
}

export interface E2EServer {
  baseUrl: string;
  stop(): Promise<void>;
}

/**
 * The production build (`make test` builds first) on a free port, with a fresh embedded database
 * seeded with the demo data and the e2e fixtures; `env` adds or overrides settings. The caller
 * owns it: stop() ends the server and deletes its database.
 */
export async function startE2EServer(env: Record<string, string> = {}): Promise<E2EServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'inocheck-e2e-'));
  const port = await freePort();
  const fullEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    PUBLIC_BASE_URL: `http://localhost:${port}`,
    LOG_LEVEL: 'warn',
    // NODE_ENV=production seeds no demo data unless asked; the browser tests search it.
    SEED_DEMO_DATA: 'true',
    // Every browser test comes from 127.0.0.1: without this the suite's own orders and
    // questions would run into the per-client limits, depending on which tests ran first.
    RATE_LIMIT_FACTOR: '100',
    ...(process.env.E2E_DEMO_SCALE ? {} : { DEMO_COMPANIES_PER_COUNTRY: '40' }),
    ...env,
  };
  try {
    await run('node', ['build/server-main/seed.js'], fullEnv, 'seeding the e2e database');
    await run('npx', ['tsx', 'tests/e2e/fixtures.ts'], fullEnv, 'adding the e2e fixtures');
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  const start = startCommand();
  const child = spawn(start.command, start.args, {
    env: fullEnv,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://localhost:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(baseUrl, child, 60_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, stop };
}
