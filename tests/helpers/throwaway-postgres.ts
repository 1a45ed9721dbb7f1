import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './free-port';

const run = promisify(execFile);

const BIN = '/usr/lib/postgresql/15/bin';
/** The cluster runs as this system user: initdb and postgres refuse to run as root. */
const OWNER = 'postgres';

/**
 * A PostgreSQL 15 cluster of a test's own, in a temporary directory, that the test may stop and
 * start at will (the shared server of the machine must never be restarted). The caller owns it:
 * `destroy()` stops it and deletes its files, and is safe to call after a failed start.
 */
export interface ThrowawayPostgres {
  /** postgres://… of the cluster's `postgres` database (trust authentication). */
  url: string;
  /** `immediate` is a crash-like stop: connections break without a goodbye. */
  stop(mode: 'fast' | 'immediate'): Promise<void>;
  start(): Promise<void>;
  destroy(): Promise<void>;
}

/** Why a throwaway cluster cannot be made here, or null when it can. */
export async function throwawayPostgresUnavailable(): Promise<string | null> {
  if (process.getuid?.() !== 0) return 'needs root to run initdb as the postgres user';
  if (!existsSync(`${BIN}/initdb`)) return `no PostgreSQL 15 binaries in ${BIN}`;
  try {
    await run('runuser', ['-u', OWNER, '--', 'true']);
  } catch {
    return `runuser cannot switch to the ${OWNER} user`;
  }
  return null;
}

async function asOwner(command: string, args: string[]) {
  await run('runuser', ['-u', OWNER, '--', `${BIN}/${command}`, ...args], { timeout: 60_000 });
}

export async function startThrowawayPostgres(): Promise<ThrowawayPostgres> {
  const root = await mkdtemp(path.join(tmpdir(), 'throwaway-pg-'));
  const dataDir = path.join(root, 'data');
  const { uid, gid } = await ownerIds();
  await chown(root, uid, gid);
  const port = await freePort();
  // The socket lives in the cluster's own directory: /var/run/postgresql belongs to the shared server.
  const options = `-p ${port} -k ${root} -c listen_addresses=127.0.0.1`;
  let isRunning = false;
  const pgCtl = (args: string[]) =>
    asOwner('pg_ctl', ['-D', dataDir, '-l', path.join(root, 'log'), ...args]);
  const cluster: ThrowawayPostgres = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async stop(mode) {
      await pgCtl(['-m', mode, '-w', 'stop']);
      isRunning = false;
    },
    async start() {
      await pgCtl(['-o', options, '-w', 'start']);
      isRunning = true;
    },
    async destroy() {
      if (isRunning) await cluster.stop('immediate').catch(() => undefined);
      await rm(root, { recursive: true, force: true });
    },
  };
  try {
    await asOwner('initdb', ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '--no-sync']);
    await cluster.start();
  } catch (error) {
    await cluster.destroy();
    throw error;
  }
  return cluster;
}

async function ownerIds(): Promise<{ uid: number; gid: number }> {
  const { stdout } = await run('id', ['-u', OWNER]);
  const { stdout: group } = await run('id', ['-g', OWNER]);
  return { uid: Number(stdout.trim()), gid: Number(group.trim()) };
}
