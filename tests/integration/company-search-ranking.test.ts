import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompanySearchCriteria } from '../../contracts/company-search';
import { companyServices } from '../../core/companies/company-services';
import type { DatabaseHandle } from '../../db/client';
import { seedReference } from '../../db/seed/seed-reference';
import { loadCompanies } from '../helpers/company-fixtures';
import { databaseKinds, openTestDatabase } from '../helpers/databases';

const kinds = await databaseKinds();

/**
 * Issue 11: every way of matching a name is merged and ranked by one score, so a company found
 * by sound or by a typo is not hidden by names that merely contain the query, the exact name
 * and active companies come first, and a matching number decides.
 */
describe.each(kinds)('company search ranking on %s', (kind) => {
  let database: DatabaseHandle;
  let find: ReturnType<typeof companyServices>['find'];
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await seedReference(database.db);
    find = companyServices(database.db).find;
    await loadCompanies(database, [
      // Sweden: many companies whose names contain a similar word.
      { countryCode: 'SE', name: 'Telefonaktiebolaget LM Ericsson', regCode: '556016-0680' },
      { countryCode: 'SE', name: 'Eriksson Trä AB', regCode: '556000-0001' },
      { countryCode: 'SE', name: 'Nilsson & Eriksson AB', regCode: '556000-0002' },
      { countryCode: 'SE', name: 'Erikssons Bygg AB', regCode: '556000-0003' },
      // Kazakhstan: a Latin name and a Cyrillic one with the same start.
      {
        countryCode: 'KZ',
        name: 'Акционерное общество «Kaspi Bank»',
        nameLat: 'Kaspi Bank JSC',
        regCode: '971240001315',
      },
      { countryCode: 'KZ', name: 'ТОО «Каспий»', regCode: '000140000001' },
      // Germany: the same name active and deleted, a prefix and a sound-alike.
      { countryCode: 'DE', name: 'Volkswagen AG', regCode: 'HRB 100484' },
      { countryCode: 'DE', name: 'Volkswagen Bank GmbH', regCode: 'HRB 1819' },
      { countryCode: 'DE', name: 'Folksfagen Handel GmbH', regCode: 'HRB 7001' },
      {
        countryCode: 'DE',
        name: 'Bayerische Motoren Werke Aktiengesellschaft',
        regCode: 'HRB 42243',
      },
      { countryCode: 'DE', name: 'Sonnenschein GmbH', regCode: 'HRB 9001', status: 'Deleted' },
      { countryCode: 'DE', name: 'Sonnenschein GmbH', regCode: 'HRB 9002' },
      {
        countryCode: 'DE',
        name: 'Sonnenschein Solar GmbH',
        regCode: 'HRB 9003',
        status: 'Deleted',
      },
      { countryCode: 'DE', name: 'Sonnenschein Bau GmbH', regCode: 'HRB 9004' },
      // Switzerland: a UID stored as the register writes it.
      { countryCode: 'CH', name: 'Nestlé S.A.', regCode: 'CHE-105.909.036' },
      // Korea: the registered Latin name beside the Hangul one.
      {
        countryCode: 'KR',
        name: '기아 주식회사',
        nameLat: 'Kia Corporation',
        regCode: '1101110139621',
      },
      { countryCode: 'KR', name: '기아산업 주식회사', regCode: '1101110000001' },
      // United States: more «Cole …» than one way reads (WAY_CAP), loaded before the one sought.
      ...Array.from({ length: 130 }, (_, i) => ({
        countryCode: 'US',
        name: `Cole Trading ${i + 1} LLC`,
        regCode: `US-COLE-${i + 1}`,
      })),
      { countryCode: 'US', name: 'The Coca-Cola Company', regCode: 'US-KO-1' },
      // France: names Russian writes by sound, beside names their plain transliteration meets.
      { countryCode: 'FR', name: 'Automobiles Peugeot', regCode: '552144503' },
      { countryCode: 'FR', name: 'Compagnie de Saint-Gobain', regCode: '542039532' },
      { countryCode: 'FR', name: 'Pezo Conseil SARL', regCode: '900000001' },
      { countryCode: 'FR', name: 'Goben Transports SAS', regCode: '900000002' },
    ]);
  });
  afterAll(async () => {
    await database?.close();
  });

  async function names(country: string, criteria: CompanySearchCriteria): Promise<string[]> {
    const result = await find(country, criteria);
    return (result?.companies ?? []).map((c) => c.name);
  }

  it('merges the ways of matching: a word of the name ranks above names found by sound', async () => {
    const found = await names('se', { name: 'Ericsson' });
    expect(found[0]).toBe('Telefonaktiebolaget LM Ericsson');
    // The sound-alikes are still offered, after it.
    expect(found).toEqual(expect.arrayContaining(['Eriksson Trä AB', 'Nilsson & Eriksson AB']));
  });

  it('finds a typo with swapped letters among names that contain a similar word', async () => {
    expect((await names('se', { name: 'Ercisson' }))[0]).toBe('Telefonaktiebolaget LM Ericsson');
  });

  it('finds a typo in a two-word name whose words run together sound like many others', async () => {
    // 'coca cloa' run together sounds like every «Cole …»; the typo of «cola» must still count.
    expect((await names('us', { name: 'Coca-Cloa' }))[0]).toBe('The Coca-Cola Company');
  });

  it('finds a French name written by sound in Cyrillic (silent letters, eu, ai)', async () => {
    // Its transcription rules read «е» as eu or ai and leave a final t unspoken: these rank
    // above a name that only shares the letter-by-letter transliteration's sound (Pezo, Goben).
    expect((await names('fr', { name: 'Пежо' }))[0]).toBe('Automobiles Peugeot');
    expect(await names('fr', { name: 'Сен-Гобен' })).toContain('Compagnie de Saint-Gobain');
  });

  it('ranks a name that begins with the whole word above a longer word', async () => {
    expect(await names('kz', { name: 'Kaspi' })).toEqual([
      'Акционерное общество «Kaspi Bank»',
      'ТОО «Каспий»',
    ]);
  });

  it('finds a Latin name spelled in Cyrillic, the exact reading first', async () => {
    // The German reading is exact, so the mere sound-alike is left out.
    expect(await names('de', { name: 'Фольксваген' })).toEqual([
      'Volkswagen AG',
      'Volkswagen Bank GmbH',
    ]);
    // Without an exact reading, sound-alikes are offered in one ranking.
    expect(await names('de', { name: 'Фольксвагн' })).toEqual(
      expect.arrayContaining(['Volkswagen AG', 'Volkswagen Bank GmbH', 'Folksfagen Handel GmbH']),
    );
  });

  it('finds initials, Latin or Cyrillic', async () => {
    expect(await names('de', { name: 'BMW' })).toEqual([
      'Bayerische Motoren Werke Aktiengesellschaft',
    ]);
    expect(await names('de', { name: 'БМВ' })).toEqual([
      'Bayerische Motoren Werke Aktiengesellschaft',
    ]);
  });

  it('puts the exact name first, active before deleted, then active companies, then the rest', async () => {
    expect(await names('de', { name: 'Sonnenschein' })).toEqual([
      'Sonnenschein GmbH',
      'Sonnenschein GmbH',
      'Sonnenschein Bau GmbH',
      'Sonnenschein Solar GmbH',
    ]);
    const [first, second] = (await find('de', { name: 'Sonnenschein' }))!.companies;
    expect([first?.status, second?.status]).toEqual(['Active', 'Deleted']);
  });

  it('leaves sound-alikes out when the name matches exactly, so one match opens the order', async () => {
    expect(await names('de', { name: 'Volkswagen' })).toEqual([
      'Volkswagen AG',
      'Volkswagen Bank GmbH',
    ]);
  });

  it('matches a short registered Latin name exactly (Kia), before longer local names', async () => {
    expect((await names('kr', { name: 'Kia' }))[0]).toBe('기아 주식회사');
    expect((await names('kr', { name: 'Киа' }))[0]).toBe('기아 주식회사');
  });

  it('puts an exact number first and lets it decide over the name', async () => {
    expect(await names('de', { name: 'Volkswagen', regCode: 'HRB 1819' })).toEqual([
      'Volkswagen Bank GmbH',
    ]);
    expect(await names('ch', { vatCode: 'CHE-105.909.036 MWST' })).toEqual(['Nestlé S.A.']);
    expect(await names('ch', { regCode: '105.909.036' })).toEqual(['Nestlé S.A.']);
  });
});
