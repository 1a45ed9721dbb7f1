import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffContentServices } from '../../contracts/staff/content';
import type { StaffActor } from '../../contracts/staff/roles';
import { createServices } from '../../core/services';
import { companies, countries, tariffs } from '../../db/schema';
import { loadCompanies } from '../helpers/company-fixtures';
import { seedReference } from '../../db/seed/seed-reference';
import { EXPRESS, STANDARD, TARIFF_DESCRIPTIONS, URGENT } from '../../db/seed/tariff-plans';
import { databaseKinds } from '../helpers/databases';
import { loadSiteBuild, type SiteBuild } from '../helpers/site-build';
import { createTestStaff } from '../helpers/staff';
import { createTestApp, type TestApp } from '../helpers/test-app';

const kinds = await databaseKinds();

let site: SiteBuild | undefined;
beforeAll(async () => {
  site = await loadSiteBuild();
});
afterAll(async () => {
  await site?.close();
});

/** The text of the page without React's markers between text parts. */
const shown = (html: string) => html.replaceAll('<!-- -->', '');

describe.each(kinds)('tariff descriptions on %s', (kind) => {
  let t: TestApp;
  let content: StaffContentServices;
  let services: ReturnType<typeof createServices>;
  let actor: StaffActor;

  beforeAll(async () => {
    t = await createTestApp(kind, {}, { site });
    services = createServices(t.database.db, t.config, t);
    content = services.staff.content;
    const admin = await createTestStaff(t.database, 'admin');
    actor = { ...admin, name: 'Администратор', ip: '127.0.0.1', requestId: 'test' };
  });
  afterAll(async () => {
    await t?.close();
  });

  const tariffOf = async (code: string, name: string) => {
    const [row] = await t.database.db
      .select({ id: tariffs.id, description: tariffs.description })
      .from(tariffs)
      .innerJoin(countries, eq(countries.id, tariffs.countryId))
      .where(and(eq(countries.code, code), eq(tariffs.name, name)));
    return row!;
  };
  const page = async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    expect(res.statusCode, url).toBe(200);
    return shown(res.body);
  };

  it('seeds a description per kind, so the four tariffs of a country no longer read alike', async () => {
    const details = await services.dictionary.getCountry('de');
    const texts = details!.tariffs.map((x) => x.tariffDescription);
    expect(texts.every(Boolean)).toBe(true);
    expect(new Set(texts).size).toBe(texts.length);
  });

  it('shows a tariff’s description on its page, beside its price on the country and order pages and on /tariffs', async () => {
    const standard = await tariffOf('DE', STANDARD);
    const text = TARIFF_DESCRIPTIONS[STANDARD]!;
    expect(await page(`/countries/country/de/report/${standard.id}`)).toContain(
      `data-testid="tariff-description" class="mb-5 rounded-2xl bg-white p-5 text-lg leading-relaxed text-slate-700 shadow-sm ring-1 ring-slate-200">${text}</p>`,
    );
    const express = await tariffOf('DE', EXPRESS);
    const expressPage = await page(`/countries/country/de/report/${express.id}`);
    expect(expressPage).toContain(TARIFF_DESCRIPTIONS[EXPRESS]);
    expect(expressPage).not.toContain(`>${text}</p>`);
    expect(await page('/countries/country/de')).toContain(text);
    expect(await page('/tariffs')).toContain(text);
    await loadCompanies(t.database, [
      { countryCode: 'DE', name: 'Tarifwahl Beispiel GmbH', regCode: 'HRB 880777' },
    ]);
    const [company] = await t.database.db
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.regCode, 'HRB 880777'));
    expect(await page(`/order?company=${company!.id}`)).toContain(text);
  });

  it('keeps the public API to the spec’s tariff fields', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Dictionary/GetCountry',
      payload: { codeType: 'alpha2', countryId: 'de' },
    });
    for (const tariff of res.json<{ tariffs: object[] }>().tariffs) {
      expect(Object.keys(tariff)).not.toContain('tariffDescription');
    }
  });

  it('lets staff write and clear a description; seeding again never overwrites either', async () => {
    const urgent = await tariffOf('FR', URGENT);
    const standard = await tariffOf('FR', STANDARD);
    const base = { currency: 'RUB' as const, minDays: 1, maxDays: 3, sortOrder: 2 };
    const [urgentRow] = await t.database.db.select().from(tariffs).where(eq(tariffs.id, urgent.id));
    const [standardRow] = await t.database.db
      .select()
      .from(tariffs)
      .where(eq(tariffs.id, standard.id));
    await content.updateTariff(actor, 'fr', urgent.id, {
      ...base,
      name: URGENT,
      price: urgentRow!.price,
      minDays: urgentRow!.minDays,
      maxDays: urgentRow!.maxDays,
      sortOrder: urgentRow!.sortOrder,
      description: '  Отчёт за сутки — для сделок, которые не ждут.  ',
    });
    await content.updateTariff(actor, 'fr', standard.id, {
      ...base,
      name: STANDARD,
      price: standardRow!.price,
      minDays: standardRow!.minDays,
      maxDays: standardRow!.maxDays,
      sortOrder: standardRow!.sortOrder,
      description: '',
    });
    const staffView = await content.getCountry(actor, 'fr');
    expect(staffView?.tariffs.find((x) => x.id === urgent.id)?.description).toBe(
      'Отчёт за сутки — для сделок, которые не ждут.',
    );
    await seedReference(t.database.db);
    expect((await tariffOf('FR', URGENT)).description).toBe(
      'Отчёт за сутки — для сделок, которые не ждут.',
    );
    expect((await tariffOf('FR', STANDARD)).description).toBe('');
    const shownTariffs = (await services.dictionary.getCountry('fr'))!.tariffs;
    expect(shownTariffs.find((x) => x.id === urgent.id)?.tariffDescription).toBe(
      'Отчёт за сутки — для сделок, которые не ждут.',
    );
  });

  it('fills a tariff seeded before descriptions existed, once', async () => {
    const express = await tariffOf('IT', EXPRESS);
    await t.database.db
      .update(tariffs)
      .set({ description: null })
      .where(eq(tariffs.id, express.id));
    await seedReference(t.database.db);
    expect((await tariffOf('IT', EXPRESS)).description).toBe(TARIFF_DESCRIPTIONS[EXPRESS]);
  });
});
