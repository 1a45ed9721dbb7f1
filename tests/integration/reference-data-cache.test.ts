import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppServices } from '../../contracts/app-services';
import type { StaffContentServices, TariffInput } from '../../contracts/staff/content';
import type { StaffActor } from '../../contracts/staff/roles';
import { REFERENCE_CHANGE_CHANNEL } from '../../core/dictionary/reference-change-channel';
import { referenceCacheFor } from '../../core/dictionary/reference-cache';
import { createServices } from '../../core/services';
import { openDatabase, type DatabaseHandle } from '../../db/client';
import { databaseKinds, isPostgresReachable, TEST_POSTGRES_URL } from '../helpers/databases';
import { createTestStaff } from '../helpers/staff';
import { createTestApp, type TestApp } from '../helpers/test-app';

const kinds = await databaseKinds();

interface ApiTariff {
  id: number;
  tariffName: string;
  tariffPrice: number;
  tariffCurrency: string;
  minDays: number;
  maxDays: number;
}

const countryOf = async (t: TestApp, code: string) =>
  (
    await t.app.inject({
      method: 'POST',
      url: '/api/Dictionary/GetCountry',
      payload: { codeType: 'alpha2', countryId: code },
    })
  ).json<{ tariffs: ApiTariff[] }>();

const priceOf = async (t: TestApp, code: string, tariffId: number) =>
  (await t.app.inject({ method: 'POST', url: '/api/Report/GetPriceList', payload: {} }))
    .json<{ countries: { code: string; tariffs: ApiTariff[] }[] }>()
    .countries.find((c) => c.code === code)
    ?.tariffs.find((tariff) => tariff.id === tariffId)?.tariffPrice;

const asInput = (tariff: ApiTariff, price: number): TariffInput => ({
  name: tariff.tariffName,
  price,
  currency: tariff.tariffCurrency as TariffInput['currency'],
  minDays: tariff.minDays,
  maxDays: tariff.maxDays,
  sortOrder: 0,
});

async function staffActor(database: DatabaseHandle): Promise<StaffActor> {
  const admin = await createTestStaff(database, 'admin');
  return { ...admin, name: 'Администратор', ip: '127.0.0.1', requestId: 'test' };
}

describe.each(kinds)('reference data cache on %s', (kind) => {
  let t: TestApp;
  let content: StaffContentServices;
  let dictionary: AppServices['dictionary'];
  let actor: StaffActor;
  beforeAll(async () => {
    t = await createTestApp(kind);
    // A services object of its own over the same database, as a command-line tool would have.
    ({
      staff: { content },
      dictionary,
    } = createServices(t.database.db, t.config, t));
    actor = await staffActor(t.database);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('serves repeated reads from memory: one copy for every reader', async () => {
    const cache = referenceCacheFor(t.database.db);
    let loads = 0;
    const first = await cache.get('probe', async () => ++loads);
    await countryOf(t, 'de');
    expect(await cache.get('probe', async () => ++loads)).toBe(first);
  });

  it('shows a staff edit of a price and of a country text on the very next read', async () => {
    const before = await countryOf(t, 'de');
    const tariff = before.tariffs[0]!;
    const oldPrice = (await priceOf(t, 'DE', tariff.id))!;
    expect(oldPrice).toBe(tariff.tariffPrice);
    await content.updateTariff(actor, 'de', tariff.id, asInput(tariff, oldPrice + 1000));
    expect(await priceOf(t, 'DE', tariff.id)).toBe(oldPrice + 1000);
    expect((await countryOf(t, 'de')).tariffs[0]?.tariffPrice).toBe(oldPrice + 1000);

    const text = `Новый текст о Германии ${randomBytes(4).toString('hex')}`;
    expect((await dictionary.getCountry('de'))?.content).not.toBe(text);
    await content.updateText(actor, 'de', { content: text });
    expect((await dictionary.getCountry('de'))?.content).toBe(text);
  });
});

describe.runIf(await isPostgresReachable())('two instances over one PostgreSQL', () => {
  const name = `t_cache_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  let first: DatabaseHandle;
  let second: DatabaseHandle;
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: TEST_POSTGRES_URL });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(TEST_POSTGRES_URL);
    url.pathname = `/${name}`;
    // Two handles, as two servers would have: each its pool, its cache and its listener.
    first = await openDatabase({ url: url.toString(), poolSize: 2 });
    await first.migrate();
    second = await openDatabase({ url: url.toString(), poolSize: 2 });
    a = await createTestApp('postgres', {}, { database: first });
    b = await createTestApp('postgres', {}, { database: second });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await first?.close();
    await second?.close();
    const admin = new pg.Client({ connectionString: TEST_POSTGRES_URL });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  /** Resolves when instance B drops its cache for `reason` (a table's name, or a marker). */
  const invalidationOfB = (reason: string) =>
    new Promise<void>((resolve) => {
      const off = referenceCacheFor(second.db).subscribe((got) => {
        if (got !== reason) return;
        off();
        resolve();
      });
    });

  it('drops the other instance’s copy on NOTIFY, so it serves the new price', async () => {
    // Notices are delivered in commit order: once B hears this marker, it has heard every
    // notice of the two start-ups, and none of them can stand in for the edit's below.
    const marker = `marker_${randomBytes(4).toString('hex')}`;
    const settled = invalidationOfB(marker);
    await first.db.execute(`select pg_notify('${REFERENCE_CHANGE_CHANNEL}', '${marker}')`);
    await settled;

    const tariff = (await countryOf(b, 'fr')).tariffs[0]!;
    const oldPrice = (await priceOf(b, 'FR', tariff.id))!;
    const content = createServices(first.db, a.config, a).staff.content;
    const heard = invalidationOfB('tariffs');
    await content.updateTariff(
      await staffActor(first),
      'fr',
      tariff.id,
      asInput(tariff, oldPrice + 700),
    );
    // A's own copy is dropped at once, B's when the notice arrives.
    expect(await priceOf(a, 'FR', tariff.id)).toBe(oldPrice + 700);
    await heard;
    expect(await priceOf(b, 'FR', tariff.id)).toBe(oldPrice + 700);
    expect((await countryOf(b, 'fr')).tariffs[0]?.tariffPrice).toBe(oldPrice + 700);
  });
});
