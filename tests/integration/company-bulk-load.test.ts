import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withBulkConnection } from '../../core/companies/bulk/copy-rows';
import {
  NAME_INDEX,
  SEARCH_INDEXES,
  VOCABULARY_INDEXES,
  withSearchIndexesRebuilt,
} from '../../core/companies/bulk/search-indexes';
import { FIXED_DEMO_COMPANIES } from '../../demo/register/fixed-companies';
import { seedDemoCompanies } from '../../demo/register/seed-demo-companies';
import { companyServices } from '../../core/companies/company-services';
import { toCompanyRecord } from '../../core/companies/company-record';
import { COMPANY_GIN_PENDING_KB, companies } from '../../db/schema/companies';
import type { DatabaseHandle } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { seedReference } from '../../db/seed/seed-reference';
import { databaseKinds, openTestDatabase } from '../helpers/databases';

const kinds = await databaseKinds();

describe.each(kinds)('demo register and bulk loading on %s', (kind) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await seedReference(database.db);
  });
  afterAll(async () => {
    await database?.close();
  });

  const indexDefinitions = async (table = 'companies') =>
    queryRows<{ indexname: string; indexdef: string }>(
      database.db,
      sql`select indexname, indexdef from pg_indexes where tablename = ${table} order by indexname`,
    );
  const indexDefinition = async () =>
    (await indexDefinitions()).find((i) => i.indexname === NAME_INDEX)?.indexdef;

  it('rebuilds the search indexes exactly as the migrations created them', async () => {
    const migrated = await indexDefinitions();
    const vocabulary = await indexDefinitions('company_words');
    expect(migrated.map((i) => i.indexname)).toEqual(
      expect.arrayContaining(Object.keys(SEARCH_INDEXES)),
    );
    expect(vocabulary.map((i) => i.indexname)).toEqual(
      expect.arrayContaining(Object.keys(VOCABULARY_INDEXES)),
    );
    await withBulkConnection(database, (client) =>
      withSearchIndexesRebuilt(database, client, async () => {
        const during = (await indexDefinitions()).map((i) => i.indexname);
        expect(during).toEqual(['companies_pkey', 'companies_source_idx']);
        const vocabularyDuring = (await indexDefinitions('company_words')).map((i) => i.indexname);
        expect(vocabularyDuring).toEqual(['company_words_word_idx']);
      }),
    );
    expect(await indexDefinitions()).toEqual(migrated);
    expect(await indexDefinitions('company_words')).toEqual(vocabulary);
  });

  it('keeps no pending list in the vocabulary, which every search would read', async () => {
    const [trigrams] = await indexDefinitions('company_words').then((all) =>
      all.filter((i) => i.indexname === 'company_words_trgm_idx'),
    );
    expect(trigrams?.indexdef).toMatch(/fastupdate='?(false|off)'?/);
  });

  it("keeps the pending lists of the register's GIN indexes small", async () => {
    const gin = (await indexDefinitions()).filter((i) => /USING gin/.test(i.indexdef));
    expect(gin.map((i) => i.indexname)).toEqual([NAME_INDEX, 'companies_name_words_idx']);
    for (const { indexdef } of gin) {
      expect(indexdef).toMatch(new RegExp(`gin_pending_list_limit='?${COMPANY_GIN_PENDING_KB}'?`));
    }
  });

  it('loads the demo register of the chosen countries once, with the fixed companies', async () => {
    // A register seeded before Antarctica was known to have no companies loses its rows there.
    await database.db.insert(companies).values(
      toCompanyRecord({
        countryCode: 'AQ',
        name: 'Polar Station Ltd',
        status: 'Active',
        source: 'demo',
        sourceId: 'AQ-1',
      }),
    );
    const countries = ['DE', 'KZ', 'JP', 'TV', 'AQ'];
    const first = await seedDemoCompanies(database, { perCountry: 30, countries });
    expect(first).toMatch(/^добавлено 120 компаний в 4 странах/);
    expect(await seedDemoCompanies(database, { perCountry: 30, countries })).toBe('уже загружены');
    const counts = await queryRows<{ code: string; count: string }>(
      database.db,
      sql`select country_code as code, count(*) as count from companies where source = 'demo' group by 1 order by 1`,
    );
    expect(counts.map((c) => [c.code, Number(c.count)])).toEqual([
      ['DE', 30],
      ['JP', 30],
      ['KZ', 30],
      ['TV', 30],
    ]);

    const services = companyServices(database.db);
    const muller = FIXED_DEMO_COMPANIES.DE![0]!;
    const byNumber = await services.find('de', { vatCode: muller.vatCode! });
    expect(byNumber?.request).toMatchObject({ name: 'Müller Maschinenbau GmbH', status: 'Active' });
    const altyn = await services.find('kz', { name: 'Altyn Dala' });
    expect(altyn?.companies[0]).toMatchObject({
      name: 'ТОО «Алтын Дала»',
      nameLat: 'Altyn Dala LLP',
      form: 'ТОО',
    });
    expect(await indexDefinition()).toMatch(/USING gin/);
    // The rebuilt vocabulary answers a word inside a name and a typo, narrowed by an address.
    for (const name of ['Maschinenbau', 'Muler']) {
      const found = await services.find('de', { name, address: 'München' });
      expect(found?.companies[0], name).toMatchObject({ name: 'Müller Maschinenbau GmbH' });
      expect(found?.companies.every((c) => /München/.test(c.address ?? ''))).toBe(true);
    }
    // Loaded, the register's and the vocabulary's statistics are fresh, and the vocabulary is
    // vacuumed (its lookups are index-only scans), whether autovacuum runs or not.
    const statistics = await queryRows<{ table: string }>(
      database.db,
      sql`select distinct tablename as table from pg_stats
          where tablename in ('companies', 'company_words') order by 1`,
    );
    expect(statistics.map((s) => s.table)).toEqual(['companies', 'company_words']);
    const [visible] = await queryRows<{ all: boolean }>(
      database.db,
      sql`select relallvisible >= relpages as all from pg_class where relname = 'company_words'`,
    );
    expect(visible?.all).toBe(true);
  });
});
