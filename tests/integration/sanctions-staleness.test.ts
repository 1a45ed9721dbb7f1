import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../core/config';
import { importSanctionsList } from '../../core/sanctions/import-list';
import { isListStale } from '../../core/sanctions/list-status';
import type { DatabaseHandle } from '../../db/client';
import { seedDemoSanctions } from '../../demo/sanctions/seed-demo-sanctions';
import { sanctionsStartupWarnings } from '../../server/startup-checks';
import { openTestDatabase } from '../helpers/databases';
import { snapshotBytes, xmlListInput } from '../helpers/sanctions-snapshots';

const config = loadConfig({});
const publicConfig = loadConfig({
  HOST: '0.0.0.0',
  PUBLIC_BASE_URL: 'https://inocheck.example',
  SANCTIONS_MAX_AGE_DAYS: '10',
});

describe('stale sanctions lists', () => {
  it('a list is stale once its own date is older than SANCTIONS_MAX_AGE_DAYS (default 7)', () => {
    const list = { publishedAt: new Date('2026-03-01T00:00:00Z') };
    expect(config.SANCTIONS_MAX_AGE_DAYS).toBe(7);
    expect(isListStale(list, new Date('2026-03-08T00:00:00Z'), config)).toBe(false);
    expect(isListStale(list, new Date('2026-03-08T00:00:01Z'), config)).toBe(true);
    expect(isListStale(list, new Date('2026-03-10T00:00:00Z'), publicConfig)).toBe(false);
  });

  it('refuses a SANCTIONS_MAX_AGE_DAYS that is no whole number of days', () => {
    expect(() => loadConfig({ SANCTIONS_MAX_AGE_DAYS: 'week' })).toThrow(/SANCTIONS_MAX_AGE_DAYS/);
  });
});

describe('start-up warnings and the demo lists (PGlite)', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase('pglite');
  });
  afterAll(async () => {
    await database?.close();
  });

  it('a public address is warned about missing and stale lists; loopback is not', async () => {
    const un = snapshotBytes('un-consolidated-2026-02-27.xml').toString('utf8');
    await importSanctionsList(database.db, xmlListInput('un', un), { actor: 'test' });
    const now = new Date('2026-03-05T00:00:00Z');
    expect(await sanctionsStartupWarnings(database.db, config, now)).toEqual([]);
    const warnings = await sanctionsStartupWarnings(database.db, publicConfig, now);
    expect(warnings).toHaveLength(4);
    expect(warnings[0]).toBe(
      'Санкционный список «OFAC SDN (США)» не загружен (npm run sanctions:update).',
    );
    const later = await sanctionsStartupWarnings(
      database.db,
      publicConfig,
      new Date('2026-03-20Z'),
    );
    expect(later.at(-1)).toBe(
      'Санкционный список «Сводный санкционный список Совета Безопасности ООН» устарел: ' +
        'он от 27 февраля 2026 г., старше 10 дн. (npm run sanctions:update).',
    );
  });

  it('the demo seed loads the snapshots with their dates, keeps a list from elsewhere, and repeats safely', async () => {
    expect(await seedDemoSanctions(database)).toBe(
      'ofac-sdn загружен, ofac-cons загружен, eu загружен, uk загружен, un уже загружен не из демо-данных',
    );
    expect(await seedDemoSanctions(database)).toBe(
      'ofac-sdn уже загружен, ofac-cons уже загружен, eu уже загружен, uk уже загружен, ' +
        'un уже загружен не из демо-данных',
    );
    const warnings = await sanctionsStartupWarnings(
      database.db,
      publicConfig,
      new Date('2026-10-01Z'),
    );
    expect(warnings.find((w) => w.includes('OFAC SDN'))).toMatch(/он от 1 июля 2021 г\./);
  }, 300_000);
});
