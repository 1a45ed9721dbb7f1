import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importSanctionsList } from '../../core/sanctions/import-list';
import { listSanctionsLists } from '../../core/sanctions/list-status';
import { readListFiles } from '../../core/sanctions/read-list-files';
import { loadScreeningIndexRows } from '../../core/sanctions/screening-index-rows';
import type { DatabaseHandle } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { sanctionsImports, sanctionsLists } from '../../db/schema';
import { databaseKinds, openTestDatabase } from '../helpers/databases';
import { snapshotBytes, SNAPSHOT_DIR, xmlListInput } from '../helpers/sanctions-snapshots';

const kinds = await databaseKinds();
const un = snapshotBytes('un-consolidated-2026-02-27.xml').toString('utf8');
/** The UN list without its entities: 730 of 1,003 entries. */
const unIndividualsOnly = un.replace(/<ENTITIES>[\s\S]*<\/ENTITIES>/, '<ENTITIES/>');
/** …and without its individuals: 273 entries, fewer than half. */
const unEntitiesOnly = un.replace(/<INDIVIDUALS>[\s\S]*<\/INDIVIDUALS>/, '<INDIVIDUALS/>');
const actor = { actor: 'test' };

describe.each(kinds)('sanctions list import on %s', (kind) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.close();
  });

  const listRow = async () =>
    (await database.db.select().from(sanctionsLists).where(eq(sanctionsLists.code, 'un')))[0];
  const history = () =>
    database.db
      .select()
      .from(sanctionsImports)
      .where(eq(sanctionsImports.listCode, 'un'))
      .orderBy(asc(sanctionsImports.id));
  const counts = async () =>
    (
      await queryRows<{ entries: number; names: number; identifiers: number }>(
        database.db,
        sql`select (select count(*)::int from sanctions_entries where list_code = 'un') as entries,
                   (select count(*)::int from sanctions_names where list_code = 'un') as names,
                   (select count(*)::int from sanctions_identifiers where list_code = 'un') as identifiers`,
      )
    )[0]!;

  it('refuses a first file that is truncated, and records the refusal', async () => {
    const result = await importSanctionsList(
      database.db,
      xmlListInput('un', un.slice(0, 500_000)),
      actor,
    );
    expect(result.outcome).toBe('refused');
    expect(result.message).toMatch(/повреждён или обрезан.*Список не изменён\.$/);
    expect(await listRow()).toBeUndefined();
    expect((await counts()).entries).toBe(0);
    expect((await history()).map((h) => [h.outcome, h.countBefore, h.countAfter])).toEqual([
      ['refused', null, null],
    ]);
  });

  it('imports the UN list: date, time, count and hash, entries with names and numbers', async () => {
    const now = new Date('2026-03-01T10:00:00Z');
    const result = await importSanctionsList(database.db, xmlListInput('un', un, 'un.xml'), {
      actor: 'test',
      now,
    });
    expect(result).toMatchObject({ outcome: 'imported', countBefore: null, countAfter: 1003 });
    expect(result.message).toBe(
      'Список «Сводный санкционный список Совета Безопасности ООН» от 27 февраля 2026 г. загружен: 1003 записи.',
    );
    expect(await listRow()).toMatchObject({
      name: 'Сводный санкционный список Совета Безопасности ООН',
      publishedAt: new Date('2026-02-27T00:00:09.554Z'),
      publishedAtSource: 'list',
      importedAt: now,
      entryCount: 1003,
      source: 'un.xml',
    });
    expect((await listRow())!.contentHash).toMatch(/^[0-9a-f]{64}$/);
    const stored = await counts();
    expect(stored.entries).toBe(1003);
    expect(stored.names).toBeGreaterThan(3000);
    expect(stored.identifiers).toBeGreaterThan(300);
    const [umarov] = await queryRows<{ nameKey: string; latinKey: string; quality: string }>(
      database.db,
      sql`select name_key as "nameKey", latin_key as "latinKey", quality from sanctions_names
          where name = 'Умаров Доку Хаматович'`,
    );
    expect(umarov).toEqual({
      nameKey: 'умаров доку хаматович',
      latinKey: 'umarov doku khamatovich',
      quality: 'strong',
    });
  });

  it('changes nothing when the same file comes again, and says so', async () => {
    const before = await listRow();
    const result = await importSanctionsList(
      database.db,
      xmlListInput('un', un, 'again.xml'),
      actor,
    );
    expect(result.outcome).toBe('unchanged');
    expect(result.message).toMatch(/не изменился: эти же файлы загружены 1 марта 2026 г\./);
    expect(await listRow()).toEqual(before);
    expect((await history()).at(-1)).toMatchObject({
      outcome: 'unchanged',
      countBefore: 1003,
      countAfter: 1003,
    });
  });

  it('refuses an empty or malformed file and keeps the list', async () => {
    const before = await listRow();
    for (const text of ['', '<CONSOLIDATED_LIST><INDIVIDUALS><INDIVIDUAL>', '<html>503</html>']) {
      const result = await importSanctionsList(database.db, xmlListInput('un', text), actor);
      expect(result.outcome).toBe('refused');
    }
    expect(await listRow()).toEqual(before);
    expect((await counts()).entries).toBe(1003);
    expect((await history()).slice(-3).map((h) => [h.outcome, h.countBefore])).toEqual([
      ['refused', 1003],
      ['refused', 1003],
      ['refused', 1003],
    ]);
  });

  it('refuses a file that would remove more than half of the list', async () => {
    const before = await listRow();
    const result = await importSanctionsList(
      database.db,
      xmlListInput('un', unEntitiesOnly),
      actor,
    );
    expect(result.outcome).toBe('refused');
    expect(result.message).toBe(
      'Файл списка «Сводный санкционный список Совета Безопасности ООН» отклонён: в нём 273 записи ' +
        'вместо 1003, он убрал бы больше половины списка — похоже на неполный файл. Список не изменён.',
    );
    expect(await listRow()).toEqual(before);
    expect((await counts()).entries).toBe(1003);
  });

  it('replaces the list with a good new file, names and numbers of removed entries gone', async () => {
    const result = await importSanctionsList(
      database.db,
      xmlListInput('un', unIndividualsOnly),
      actor,
    );
    expect(result).toMatchObject({ outcome: 'imported', countBefore: 1003, countAfter: 730 });
    expect(result.message).toMatch(/загружен: 730 записей \(было 1003\)\.$/);
    expect((await listRow())!.entryCount).toBe(730);
    const [orphans] = await queryRows<{ names: number; entities: number }>(
      database.db,
      sql`select (select count(*)::int from sanctions_names n
                  where not exists (select 1 from sanctions_entries e where e.id = n.entry_row_id)) as names,
                 (select count(*)::int from sanctions_entries where kind = 'entity' and list_code = 'un') as entities`,
    );
    expect(orphans).toEqual({ names: 0, entities: 0 });
    expect((await history()).at(-1)).toMatchObject({
      outcome: 'imported',
      countBefore: 1003,
      countAfter: 730,
    });
  });

  it('imports OFAC’s Consolidated list from its directory, dated by the files', async () => {
    const input = await readListFiles('ofac-cons', `${SNAPSHOT_DIR}ofac-consolidated`);
    const result = await importSanctionsList(database.db, input, actor);
    expect(result).toMatchObject({ outcome: 'imported', countAfter: 442 });
    const lists = await listSanctionsLists(database.db);
    expect(lists.map((l) => [l.code, l.entryCount, l.publishedAtSource])).toEqual([
      ['ofac-cons', 442, 'file'],
      ['un', 730, 'list'],
    ]);
  });

  it('answers the matcher’s rows: every entry of every list with its name keys and numbers', async () => {
    const rows = await loadScreeningIndexRows(database.db);
    expect(rows).toHaveLength(442 + 730);
    const vtb = rows.find((r) => r.list === 'ofac-cons' && r.entryId === '17013')!;
    expect(vtb).toMatchObject({
      kind: 'entity',
      name: 'VTB BANK PUBLIC JOINT STOCK COMPANY',
      programs: ['UKRAINE-EO13662', 'RUSSIA-EO14024'],
      countries: ['CN', 'IN', 'RU'],
    });
    expect(vtb.names).toContainEqual({
      name: 'VNESHTORGBANK',
      nameKey: 'vneshtorgbank',
      latinKey: 'vneshtorgbank',
      quality: 'strong',
    });
    expect(vtb.identifiers).toContainEqual({ normalized: '7702070139', scheme: 'tax' });
  });
});
