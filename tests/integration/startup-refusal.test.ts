import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoStaff } from '../../demo/seed/demo-staff';
import { openDatabase } from '../../db/client';
import { freePort } from '../helpers/free-port';

/** `npm start`'s entry point from the sources, to its exit; a server that keeps running is killed. */
async function startServer(
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      PATH: process.env.PATH ?? '',
      LOG_LEVEL: 'silent',
      PORT: String(await freePort()),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  // A server that started after all is a failure of the test, not a hang.
  const guard = setTimeout(() => child.kill('SIGTERM'), 60_000);
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  clearTimeout(guard);
  return { code, output };
}

/** A public installation with everything it needs but what a test leaves out. */
const PUBLIC_SITE = {
  PUBLIC_BASE_URL: 'https://inocheck.test',
  OPERATOR_INN: '7707083893',
  OPERATOR_OGRN: '1027700132195',
  OPERATOR_KPP: '773601001',
  OPERATOR_BIK: '044525225',
  OPERATOR_ACCOUNT: '40702810938000012345',
  OPERATOR_CORR_ACCOUNT: '30101810400000000225',
  SIGNING_SECRET: 'startup-refusal-test-secret-0123456789',
  PAYMENT_PROVIDER: 'yookassa',
  YOOKASSA_SHOP_ID: '123456',
  YOOKASSA_SECRET_KEY: 'test_secret',
};

describe('the server refuses to start on a public address', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'startup-refusal-'));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('listening beyond loopback without SIGNING_SECRET and with the default test gateway', async () => {
    // `make run`'s settings, but on every interface: the gap the penetration test found.
    const { code, output } = await startServer({ HOST: '0.0.0.0', DATA_DIR: dataDir });
    expect(code).toBe(1);
    expect(output).toContain('Сервер не запущен');
    expect(output).toContain('HOST=0.0.0.0');
    expect(output).toMatch(/^ {2}SIGNING_SECRET: нужен на публичном адресе/m);
    expect(output).toMatch(/^ {2}PAYMENT_PROVIDER: .*TEST_SITE=true/m);
  });

  it('while the demo staff account is active', async () => {
    const database = await openDatabase({ dataDir });
    try {
      await database.migrate();
      await seedDemoStaff(database.db, PUBLIC_SITE.PUBLIC_BASE_URL);
    } finally {
      await database.close();
    }
    const { code, output } = await startServer({
      ...PUBLIC_SITE,
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
    });
    expect(code).toBe(1);
    expect(output).toContain('Сервер не запущен');
    expect(output).toMatch(/^ {2}demo-admin@inocheck\.local: демо-сотрудник активен/m);
  });
});
