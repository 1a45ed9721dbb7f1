import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BackupError } from '../../db/backup/backup-error';
import { backupPglite, restorePglite } from '../../db/backup/pglite-backup';
import { backupPostgres, restorePostgres } from '../../db/backup/postgres-backup';
import { openDatabase, type DatabaseHandle } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { reviews } from '../../db/schema';
import { loadCompanies } from '../helpers/company-fixtures';
import { createPostgresDatabase, databaseKinds } from '../helpers/databases';
import { placeReadyOrder } from '../helpers/ready-order';
import { createTestApp } from '../helpers/test-app';

const kinds = await databaseKinds();

/** Rows in every table of the application's schemas, drizzle's migration journal included. */
async function rowCounts(database: DatabaseHandle): Promise<Record<string, number>> {
  const tables = await queryRows<{ name: string }>(
    database.db,
    `select table_schema || '.' || table_name as name from information_schema.tables
     where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE' order by 1`,
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const [row] = await queryRows<{ n: string | number }>(
      database.db,
      `select count(*) as n from ${name}`,
    );
    counts[name] = Number(row?.n);
  }
  return counts;
}

/** Some companies, an order with its report file, a review: the kinds of data worth keeping. */
async function seed(database: DatabaseHandle, dataDir: string): Promise<void> {
  const t = await createTestApp(database.kind, { DATA_DIR: dataDir }, { database });
  try {
    await loadCompanies(database, [
      { countryCode: 'DE', name: 'Zwielicht Feinmechanik GmbH', regCode: 'HRB 770011' },
      { countryCode: 'DE', name: 'Nordlicht Logistik AG', regCode: 'HRB 770012' },
      { countryCode: 'FR', name: 'Atelier Lumière SARL', regCode: '552 100 554' },
    ]);
    await placeReadyOrder(t);
    await database.db.insert(reviews).values({
      author: 'Иван Смирнов',
      text: 'Отчёт пришёл вовремя.',
      rating: 5,
      isPublished: true,
    });
  } finally {
    await t.close();
  }
}

const expectSeeded = (counts: Record<string, number>) => {
  expect(counts['public.companies']).toBe(3);
  expect(counts['public.orders']).toBe(1);
  expect(counts['public.reviews']).toBe(1);
  expect(counts['public.order_files']).toBe(1);
  expect(counts['public.countries']).toBeGreaterThan(200);
  expect(counts['drizzle.__drizzle_migrations']).toBeGreaterThan(10);
};

describe.skipIf(!kinds.includes('postgres'))('backup and restore on PostgreSQL', () => {
  const dropLater: (() => Promise<void>)[] = [];
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'backup-pg-'));
  });
  afterAll(async () => {
    for (const drop of dropLater) await drop();
    await rm(dir, { recursive: true, force: true });
  });

  it('restores a pg_dump archive into a fresh database with every row', async () => {
    const source = await createPostgresDatabase();
    dropLater.push(source.drop);
    const database = await openDatabase({ url: source.url, poolSize: 2 });
    let before: Record<string, number>;
    try {
      await database.migrate();
      await seed(database, path.join(dir, 'data'));
      before = await rowCounts(database);
    } finally {
      await database.close();
    }
    expectSeeded(before);

    const file = path.join(dir, 'inocheck.dump');
    await backupPostgres(source.url, file);
    const fresh = await createPostgresDatabase();
    dropLater.push(fresh.drop);
    await restorePostgres(fresh.url, file, false);
    const restored = await openDatabase({ url: fresh.url, poolSize: 2 });
    try {
      expect(await rowCounts(restored)).toEqual(before);
    } finally {
      await restored.close();
    }

    // A database with tables is replaced only when asked to.
    await expect(restorePostgres(fresh.url, file, false)).rejects.toThrow(BackupError);
    await restorePostgres(fresh.url, file, true);
    const again = await openDatabase({ url: fresh.url, poolSize: 2 });
    try {
      expect(await rowCounts(again)).toEqual(before);
    } finally {
      await again.close();
    }
  });
});

describe('backup and restore of the embedded database', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'backup-pglite-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('restores the data directory, report files included, into a fresh one with every row', async () => {
    const sourceDir = path.join(dir, 'source');
    const database = await openDatabase({ dataDir: sourceDir });
    let before: Record<string, number>;
    try {
      await database.migrate();
      await seed(database, sourceDir);
      before = await rowCounts(database);
    } finally {
      await database.close();
    }
    expectSeeded(before);

    const file = path.join(dir, 'inocheck.tar.gz');
    await backupPglite(sourceDir, file);
    const freshDir = path.join(dir, 'fresh');
    expect(await restorePglite(freshDir, file, false)).toEqual({ movedAside: null });
    const restored = await openDatabase({ dataDir: freshDir });
    try {
      expect(await rowCounts(restored)).toEqual(before);
    } finally {
      await restored.close();
    }
    const reportFiles = await readdir(path.join(freshDir, 'files'), { recursive: true });
    expect(reportFiles.some((f) => f.endsWith('.pdf'))).toBe(true);

    // A directory with a database in it is kept: refused, or moved aside with --force.
    await expect(restorePglite(freshDir, file, false)).rejects.toThrow(BackupError);
    const { movedAside } = await restorePglite(freshDir, file, true);
    expect(movedAside && existsSync(path.join(movedAside, 'PG_VERSION'))).toBe(true);
    // A pg_dump archive is not an embedded database's copy: refused before anything is touched.
    const archive = path.join(dir, 'inocheck.dump');
    await writeFile(archive, 'PGDMP\u0001\u000e');
    await expect(restorePglite(path.join(dir, 'other'), archive, false)).rejects.toThrow(
      /не копия встроенной базы/,
    );
    // An embedded database on disk is created, opened and unpacked four times: slow under load.
  }, 240_000);
});
