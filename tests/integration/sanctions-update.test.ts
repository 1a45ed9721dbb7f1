import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../core/config';
import { listSanctionsLists } from '../../core/sanctions/list-status';
import { updateSanctionsLists } from '../../core/sanctions/update-lists';
import type { DatabaseHandle } from '../../db/client';
import { sanctionsImports } from '../../db/schema';
import { databaseKinds, openTestDatabase } from '../helpers/databases';
import { startSanctionsListServer } from '../helpers/sanctions-list-server';

const kinds = await databaseKinds();

describe.each(kinds)('sanctions:update from the lists’ addresses on %s', (kind) => {
  let database: DatabaseHandle;
  let server: Awaited<ReturnType<typeof startSanctionsListServer>>;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    server = await startSanctionsListServer(['/EU/CONTENT']);
  });
  afterAll(async () => {
    await server?.close();
    await database?.close();
  });

  it('loads every list it can reach; the one that fails stops none of the others', async () => {
    const lines: string[] = [];
    const outcomes = await updateSanctionsLists(database.db, loadConfig(server.env), {
      actor: 'test',
      retryDelayMs: 0,
      log: (line) => lines.push(line),
    });
    expect(outcomes.map((o) => [o.list, o.outcome])).toEqual([
      ['ofac-sdn', 'imported'],
      ['ofac-cons', 'imported'],
      ['eu', 'failed'],
      ['uk', 'imported'],
      ['un', 'imported'],
    ]);
    const lists = await listSanctionsLists(database.db);
    expect(lists.map((l) => [l.code, l.entryCount])).toEqual([
      ['ofac-sdn', 8976],
      ['ofac-cons', 442],
      ['uk', 2],
      ['un', 1003],
    ]);
    // OFAC's CSV has no date of its own: the server's Last-Modified stands in.
    expect(lists[0]).toMatchObject({
      publishedAt: new Date('2021-07-01T12:00:00Z'),
      publishedAtSource: 'file',
    });
    expect(lines.join('\n')).toMatch(/SDN\.CSV: \d+\.\d МБ скачано/);
    const failure = (
      await database.db.select().from(sanctionsImports).orderBy(asc(sanctionsImports.id))
    ).find((h) => h.listCode === 'eu');
    expect(failure).toMatchObject({ outcome: 'failed', countBefore: null });
    expect(failure!.message).toMatch(/^Адрес http:\/\/127\.0\.0\.1:\d+\/eu\/content ответил 500/);
    // The address's query (the EU's token) stays out of the history and the log.
    expect(failure!.source).not.toContain('token');
    expect(lines.join('\n')).not.toContain('public-token');
  }, 300_000);

  it('a second run changes nothing that did not change, and loads what failed before', async () => {
    const healthy = await startSanctionsListServer();
    try {
      const outcomes = await updateSanctionsLists(database.db, loadConfig(healthy.env), {
        actor: 'test',
      });
      expect(outcomes.map((o) => o.outcome)).toEqual([
        'unchanged',
        'unchanged',
        'imported',
        'unchanged',
        'unchanged',
      ]);
    } finally {
      await healthy.close();
    }
  }, 120_000);
});

describe('npm run sanctions:update', () => {
  let dataDir: string;
  let server: Awaited<ReturnType<typeof startSanctionsListServer>>;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'sanctions-update-'));
    server = await startSanctionsListServer(['/OFAC/ADD.CSV', '/UK/UK-SANCTIONS-LIST.XML']);
  });
  afterAll(async () => {
    await server?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('prints its progress and exits non-zero when a list failed', async () => {
    const child = spawn('npm', ['run', '--silent', 'sanctions:update'], {
      env: { ...process.env, ...server.env, DATA_DIR: dataDir, DATABASE_URL: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += String(chunk)));
    child.stderr.on('data', (chunk) => (output += String(chunk)));
    const [code] = (await once(child, 'exit')) as [number | null];
    expect(code).toBe(1);
    expect(output).toMatch(
      /Список «OFAC SDN \(США\)»: загрузка с http:\/\/127\.0\.0\.1:\d+\/ofac\/SDN\.CSV/,
    );
    expect(output).toMatch(/ADD\.CSV ответил 500 .*Список не изменён\./);
    expect(output).toMatch(
      /«Сводный санкционный список ЕС» от 5 августа 2026 г\. загружен: 3 записи\./,
    );
    expect(output).toMatch(/загружен: 1003 записи\./);
    expect(output).toContain('Не обновлено списков: 2 из 5.');
    expect(output).not.toContain('public-token');
  }, 300_000);
});
