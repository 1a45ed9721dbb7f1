import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../core/config';
import { restorePglite } from '../../db/backup/pglite-backup';
import { openDatabase } from '../../db/client';
import { DatabaseBusyError, LOCK_FILE_NAME } from '../../db/data-dir-lock';
import { queryRows } from '../../db/query-rows';
import { prepareDatabase } from '../../server/start';
import { databaseKinds, TEST_POSTGRES_URL } from '../helpers/databases';

const kinds = await databaseKinds();

interface Finished {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Collects a child's output until it exits. */
async function finished(child: ChildProcess): Promise<Finished> {
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const [code] = (await once(child, 'exit')) as [number | null];
  return { code, stdout, stderr };
}

/** `npm run staff:create` as an operator types it, on the embedded database in `dataDir`. */
function staffCreate(dataDir: string, email: string): Promise<Finished> {
  const child = spawn('npm', ['run', '--silent', 'staff:create', '--', '--email', email], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      STAFF_PASSWORD: 'Надёжный-пароль-42',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return finished(child);
}

/** A separate process holding the embedded database as a running server does. */
async function holdDatabase(dataDir: string): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'tests/fixtures/hold-embedded-database.ts', dataDir],
    { stdio: ['pipe', 'pipe', 'inherit'] },
  );
  let output = '';
  for await (const chunk of child.stdout!) {
    output += String(chunk);
    if (output.includes('ready')) break;
  }
  if (!output.includes('ready')) throw new Error('the holder did not open the database');
  return child;
}

async function release(holder: ChildProcess): Promise<void> {
  const exited = once(holder, 'exit');
  holder.stdin!.end();
  const [code] = (await exited) as [number | null];
  expect(code).toBe(0);
}

async function staffEmails(dataDir: string): Promise<string[]> {
  const database = await openDatabase({ dataDir });
  try {
    const rows = await queryRows<{ email: string }>(
      database.db,
      'select email from staff_users order by id',
    );
    return rows.map((r) => r.email);
  } finally {
    await database.close();
  }
}

/** The pid of a process that has just ended (a stale lock's). */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  const pid = child.pid!;
  await once(child, 'exit');
  return pid;
}

/** Each test opens a fresh database in other processes (a migration each): minutes when busy. */
const SLOW = 180_000;

describe('the embedded database: one process at a time', () => {
  const dirs: string[] = [];
  const freshDataDir = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'db-lock-'));
    dirs.push(dir);
    return dir;
  };
  const lockFile = (dataDir: string) => path.join(dataDir, LOCK_FILE_NAME);
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it(
    'staff:create refuses while the server holds it, writes nothing, and succeeds after',
    async () => {
      const dataDir = freshDataDir();
      const holder = await holdDatabase(dataDir);
      let refused: Finished;
      try {
        refused = await staffCreate(dataDir, 'first@inocheck.ru');
      } finally {
        await release(holder);
      }
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain(
        `База данных занята запущенным сервером (pid ${holder.pid}). Остановите сервер`,
      );
      expect(refused.stdout).not.toContain('создан');
      expect(existsSync(lockFile(dataDir))).toBe(false);
      expect(await staffEmails(dataDir)).toEqual([]);

      const created = await staffCreate(dataDir, 'first@inocheck.ru');
      expect(created.stderr).toBe('');
      expect(created.code).toBe(0);
      expect(created.stdout).toContain('Сотрудник first@inocheck.ru (admin) создан');
      expect(await staffEmails(dataDir)).toEqual(['first@inocheck.ru']);
      expect(existsSync(lockFile(dataDir))).toBe(false);
    },
    SLOW,
  );

  it(
    'the server refuses to start while a command holds it',
    async () => {
      const dataDir = freshDataDir();
      const holder = await holdDatabase(dataDir);
      try {
        writeFileSync(
          lockFile(dataDir),
          JSON.stringify({ pid: holder.pid, holder: 'npm run db:seed' }),
        );
        const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, DATABASE_URL: '' });
        const starting = prepareDatabase(config);
        await expect(starting).rejects.toBeInstanceOf(DatabaseBusyError);
        await expect(starting).rejects.toThrow(
          `База данных занята командой npm run db:seed (pid ${holder.pid}). Дождитесь её окончания`,
        );
      } finally {
        await release(holder);
      }
    },
    SLOW,
  );

  it(
    'db:restore neither restores over nor moves aside a directory the server holds',
    async () => {
      const dataDir = freshDataDir();
      const tarball = path.join(freshDataDir(), 'copy.tar.gz');
      writeFileSync(tarball, gzipSync('not looked at: the directory is refused first'));
      const holder = await holdDatabase(dataDir);
      try {
        await expect(restorePglite(dataDir, tarball, true)).rejects.toThrow(
          `База данных занята запущенным сервером (pid ${holder.pid})`,
        );
        expect(existsSync(path.join(dataDir, 'PG_VERSION'))).toBe(true);
        const siblings = readdirSync(path.dirname(dataDir));
        expect(siblings.filter((name) => name.includes('before-restore'))).toEqual([]);
        expect(JSON.parse(readFileSync(lockFile(dataDir), 'utf8'))).toMatchObject({
          pid: holder.pid,
        });
      } finally {
        await release(holder);
      }
    },
    SLOW,
  );

  it(
    'takes over a lock left by a process that no longer runs, and removes it on close',
    async () => {
      const dataDir = freshDataDir();
      const pid = await deadPid();
      writeFileSync(lockFile(dataDir), JSON.stringify({ pid, holder: 'server' }));
      const database = await openDatabase({ dataDir, holder: 'npm run db:migrate' });
      try {
        expect(JSON.parse(readFileSync(lockFile(dataDir), 'utf8'))).toEqual({
          pid: process.pid,
          holder: 'npm run db:migrate',
        });
        // This very process opening it a second time is a second writer all the same.
        await expect(openDatabase({ dataDir })).rejects.toBeInstanceOf(DatabaseBusyError);
      } finally {
        await database.close();
      }
      expect(existsSync(lockFile(dataDir))).toBe(false);
    },
    SLOW,
  );

  it.skipIf(!kinds.includes('postgres'))('changes nothing with DATABASE_URL', async () => {
    const dataDir = freshDataDir();
    writeFileSync(lockFile(dataDir), JSON.stringify({ pid: process.ppid, holder: 'server' }));
    const database = await openDatabase({ url: TEST_POSTGRES_URL, dataDir });
    try {
      expect(database.kind).toBe('postgres');
    } finally {
      await database.close();
    }
    expect(JSON.parse(readFileSync(lockFile(dataDir), 'utf8'))).toMatchObject({
      pid: process.ppid,
    });
  });
});
