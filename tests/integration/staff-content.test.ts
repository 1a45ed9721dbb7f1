import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffContentServices } from '../../contracts/staff/content';
import type { StaffActor } from '../../contracts/staff/roles';
import { createServices } from '../../core/services';
import { queryRows } from '../../db/query-rows';
import { seedReference } from '../../db/seed/seed-reference';
import { databaseKinds } from '../helpers/databases';
import { refusal } from '../helpers/refusal';
import { createTestStaff } from '../helpers/staff';
import { createTestApp, type TestApp } from '../helpers/test-app';

const kinds = await databaseKinds();

describe.each(kinds)('staff country content on %s', (kind) => {
  let t: TestApp;
  let content: StaffContentServices;
  let actor: StaffActor;

  beforeAll(async () => {
    t = await createTestApp(kind);
    content = createServices(t.database.db, t.config, t).staff.content;
    const admin = await createTestStaff(t.database, 'admin');
    actor = { ...admin, name: 'Администратор', ip: '127.0.0.1', requestId: 'test' };
  });
  afterAll(async () => {
    await t?.close();
  });

  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: `/api${url}`, payload, headers });
  const auditOf = (objectType: string, objectId: string | number) =>
    queryRows<{
      action: string;
      summary: string;
      before: unknown;
      after: unknown;
      staff_id: number;
    }>(
      t.database.db,
      `select action, summary, before, after, staff_id from audit_log
       where object_type = '${objectType}' and object_id = '${objectId}' order by id`,
    );
  it('lists all 252 countries with tariffs, text length and sample, filtered by name, code and group', async () => {
    const all = await content.listCountries(actor, { q: '', group: '' });
    expect(all.total).toBe(252);
    expect(all.countries).toHaveLength(252);
    expect(all.groups.map((g) => g.slug)).toContain('cis');
    const de = all.countries.find((c) => c.code === 'DE');
    expect(de).toMatchObject({
      name: 'Германия',
      groups: ['Европа'],
      retiredTariffs: 0,
      sample: null,
    });
    expect(de?.activeTariffs).toBeGreaterThanOrEqual(2);
    expect(de?.textLength).toBeGreaterThan(500);

    expect(
      (await content.listCountries(actor, { q: 'герм', group: '' })).countries.map((c) => c.code),
    ).toEqual(['DE']);
    expect(
      (await content.listCountries(actor, { q: 'kz', group: '' })).countries.map((c) => c.code),
    ).toEqual(['KZ']);
    expect(
      (await content.listCountries(actor, { q: 'iceland', group: '' })).countries.map(
        (c) => c.code,
      ),
    ).toEqual(['IS']);
    const cis = await content.listCountries(actor, { q: '', group: 'cis' });
    expect(cis.countries.map((c) => c.code).sort()).toEqual(
      ['AM', 'AZ', 'BY', 'KG', 'KZ', 'MD', 'RU', 'TJ', 'TM', 'UZ'].sort(),
    );
    expect(cis.total).toBe(252);
  });

  it('saves a country text that the public page shows at once, and logs it', async () => {
    const text = '### Новое\nРеестр **открыт**.\n\n<script>alert(1)</script>';
    expect(await content.updateText(actor, 'is', { content: text })).toEqual({ changed: true });
    const details = await createServices(t.database.db, t.config, t).dictionary.getCountry('is');
    expect(details?.content).toBe(text);
    expect(await content.updateText(actor, 'IS', { content: text })).toEqual({ changed: false });
    const log = await auditOf('country', 'IS');
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ action: 'country.update_text', after: { content: text } });
    expect((log[0]?.before as { content: string }).content).toMatch(/Исландия/);
    expect(log[0]?.summary).toMatch(/^Исландия: изменён информационный текст/);

    const empty = await refusal(content.updateText(actor, 'is', { content: '   ' }));
    expect(empty).toEqual({ status: 400, message: expect.stringMatching(/не должен быть пустым/) });
    const unknown = await refusal(content.updateText(actor, 'qq', { content: 'Текст' }));
    expect(unknown).toEqual({ status: 404, message: 'Страна не найдена' });
    expect(details?.content).toBe(text);
  });

  it('changes a country’s groups, which the group pages and counts follow; one group at least', async () => {
    const groups = (await content.getCountry(actor, 'mt'))!.groups;
    const europe = groups.find((g) => g.slug === 'europe')!;
    const africa = groups.find((g) => g.slug === 'africa')!;
    expect(europe.isMember).toBe(true);
    const counts = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/Dictionary/CountryGroups' })).json<{
        countryGroups: { slug: string; countriesCount: number }[];
      }>().countryGroups;
    const africaBefore = (await counts()).find((g) => g.slug === 'africa')!.countriesCount;

    await content.updateGroups(actor, 'mt', { groupIds: [europe.id, africa.id] });
    const inAfrica = await post('/Dictionary/GetCountriesByGroup', { groupCountryId: 'africa' });
    expect(inAfrica.json().countries.map((c: { code: string }) => c.code)).toContain('MT');
    expect((await counts()).find((g) => g.slug === 'africa')!.countriesCount).toBe(
      africaBefore + 1,
    );

    expect(await refusal(content.updateGroups(actor, 'mt', { groupIds: [] }))).toEqual({
      status: 400,
      message: 'Выберите хотя бы одну группу',
    });
    expect(await refusal(content.updateGroups(actor, 'mt', { groupIds: [999_999] }))).toMatchObject(
      {
        status: 400,
      },
    );
    expect(await content.updateGroups(actor, 'mt', { groupIds: [africa.id, europe.id] })).toEqual({
      changed: false,
    });
    const log = await auditOf('country', 'MT');
    expect(log.map((e) => e.action)).toEqual(['country.update_groups']);
    expect(log[0]).toMatchObject({
      before: { groups: ['europe'] },
      after: { groups: ['europe', 'africa'] },
    });
  });

  it('keeps staff edits when the reference data are seeded again', async () => {
    const dk = (await content.getCountry(actor, 'dk'))!;
    const edited = dk.tariffs[0]!;
    await content.updateTariff(actor, 'dk', edited.id, {
      ...edited,
      currency: 'RUB',
      price: 333,
      name: 'Отчёт после правки',
    });
    await content.retireTariff(actor, 'dk', dk.tariffs[1]!.id);
    await content.updateText(actor, 'dk', { content: 'Текст, написанный сотрудником.' });
    const cis = dk.groups.find((g) => g.slug === 'cis')!;
    await content.updateGroups(actor, 'dk', { groupIds: [cis.id] });
    const before = await content.getCountry(actor, 'dk');

    expect(await seedReference(t.database.db)).toEqual({ insertedCountries: 0 });
    expect(await content.getCountry(actor, 'dk')).toEqual(before);
    expect(before?.tariffs.find((x) => x.id === edited.id)).toMatchObject({
      name: 'Отчёт после правки',
      price: 333,
    });
    expect(before?.content).toBe('Текст, написанный сотрудником.');
  });
});
