import { execFile } from 'node:child_process';
import { open } from 'node:fs/promises';
import { promisify } from 'node:util';
import pg from 'pg';
import { BackupError } from './backup-error';

const run = promisify(execFile);

/**
 * The URL without its password, which goes to the tools through PGPASSWORD instead: a command
 * line is visible to every user of the machine in `ps`.
 */
function connection(url: string) {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return {
    dbname: parsed.toString(),
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
  };
}

async function withClient<T>(url: string, query: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await query(client);
  } finally {
    await client.end();
  }
}

/**
 * pg_dump and pg_restore refuse (or misread) a server newer than themselves: say so plainly,
 * with the Debian package to install, before they fail with their own English message.
 */
async function checkToolVersion(tool: 'pg_dump' | 'pg_restore', url: string): Promise<void> {
  let output: string;
  try {
    output = (await run(tool, ['--version'])).stdout;
  } catch {
    throw new BackupError(
      `${tool} не найден: установите клиент PostgreSQL (Debian: apt-get install postgresql-client)`,
    );
  }
  const toolMajor = Number(/(\d+)(?:\.\d+)?/.exec(output)?.[1]);
  const serverMajor = await withClient(url, async (client) => {
    const { rows } = await client.query<{ v: string }>(
      "select current_setting('server_version_num') as v",
    );
    return Math.floor(Number(rows[0]?.v) / 10000);
  });
  if (!(toolMajor >= serverMajor)) {
    throw new BackupError(
      `${tool} версии ${toolMajor} старше сервера PostgreSQL ${serverMajor}: установите postgresql-client-${serverMajor}`,
    );
  }
}

/** The tables of the application's schemas: a database with any of them is not empty. */
async function tableCount(url: string): Promise<number> {
  return withClient(url, async (client) => {
    const { rows } = await client.query<{ n: string }>(
      `select count(*) as n from information_schema.tables
       where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE'`,
    );
    return Number(rows[0]?.n ?? 0);
  });
}

/** `pg_dump` in its custom format: compressed, restorable table by table with pg_restore. */
export async function backupPostgres(url: string, file: string): Promise<void> {
  await checkToolVersion('pg_dump', url);
  const { dbname, env } = connection(url);
  await run('pg_dump', ['--format=custom', `--file=${file}`, `--dbname=${dbname}`], { env });
}

/**
 * `pg_restore` in one transaction, so a failure leaves the database as it was. A database that
 * already has tables is replaced only with `force` (pg_restore --clean).
 */
export async function restorePostgres(url: string, file: string, force: boolean): Promise<void> {
  const head = Buffer.alloc(5);
  const handle = await open(file);
  await handle.read(head, 0, 5, 0).finally(() => handle.close());
  if (head.toString('latin1') !== 'PGDMP') {
    throw new BackupError(
      `${file} — не архив pg_dump (ожидается копия из npm run db:backup с DATABASE_URL)`,
    );
  }
  await checkToolVersion('pg_restore', url);
  if (!force && (await tableCount(url)) > 0) {
    throw new BackupError(
      'В базе уже есть таблицы: восстанавливайте в пустую базу или добавьте --force, чтобы заменить её содержимое',
    );
  }
  const { dbname, env } = connection(url);
  const args = ['--no-owner', '--no-privileges', '--single-transaction', '--exit-on-error'];
  if (force) args.push('--clean', '--if-exists');
  try {
    await run('pg_restore', [...args, `--dbname=${dbname}`, file], { env });
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr?.trim();
    throw new BackupError(`pg_restore не смог восстановить базу: ${stderr || String(error)}`);
  }
}
