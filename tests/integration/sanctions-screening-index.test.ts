import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { importSanctionsList } from '../../core/sanctions/import-list';
import { createScreeningIndexHolder } from '../../core/sanctions/match/screening-index-holder';
import { screenCompany } from '../../core/sanctions/match/screen-company';
import { readListFiles } from '../../core/sanctions/read-list-files';
import { snapshotPaths, snapshotsDirectory } from '../../scripts/lib/sanctions-snapshots';
import { databaseKinds, openTestDatabase } from '../helpers/databases';

const kinds = await databaseKinds();
const snapshots = snapshotPaths(snapshotsDirectory());
const where = (list: 'eu' | 'uk') => snapshots.find((s) => s.list === list)!.where;

describe.each(kinds)('the screening index on %s', (kind) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await importSanctionsList(database.db, await readListFiles('uk', where('uk')), {
      actor: 'test',
    });
  });
  afterAll(async () => {
    await database.close();
  });

  it('loads the lists from the database and follows an import', async () => {
    const holder = createScreeningIndexHolder(database.db);
    const before = await holder.get();
    expect(before.entries.map((e) => e.list)).toEqual(['uk', 'uk']);
    expect(await holder.get()).toBe(before);
    await holder.refresh();
    expect(await holder.get()).toBe(before);

    await importSanctionsList(database.db, await readListFiles('eu', where('eu')), {
      actor: 'test',
    });
    await holder.refresh();
    const after = await holder.get();
    expect(after).not.toBe(before);
    expect(new Set(after.entries.map((e) => e.list))).toEqual(new Set(['uk', 'eu']));
    const listed = after.entries.find((e) => e.list === 'eu' && e.kind === 'entity')!;
    const result = screenCompany(after, { name: listed.name });
    expect(result.status).toBe('match');
    expect(result.matches[0]).toMatchObject({ list: 'eu', entryId: listed.entryId });

    holder.invalidate();
    expect(await holder.get()).not.toBe(after);
  });
});
