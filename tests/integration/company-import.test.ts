import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COMPANIES_HOUSE_COLUMNS,
  COMPANIES_HOUSE_SOURCE,
  mapCompaniesHouseRow,
} from '../../core/companies/import/companies-house';
import { GLEIF_COLUMNS, GLEIF_SOURCE, mapGleifRow } from '../../core/companies/import/gleif';
import { importCompanies, type ImportFormat } from '../../core/companies/import/import-companies';
import type { DatabaseHandle } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { seedReference } from '../../db/seed/seed-reference';
import { databaseKinds, openTestDatabase } from '../helpers/databases';

const kinds = await databaseKinds();
const fixture = (name: string) => createReadStream(new URL(`../fixtures/${name}`, import.meta.url));

const gleif: ImportFormat = {
  source: GLEIF_SOURCE,
  requiredColumns: GLEIF_COLUMNS,
  mapRow: (r) => mapGleifRow(r),
};
const companiesHouse: ImportFormat = {
  source: COMPANIES_HOUSE_SOURCE,
  requiredColumns: COMPANIES_HOUSE_COLUMNS,
  mapRow: mapCompaniesHouseRow,
};

interface Row {
  sourceId: string;
  countryCode: string;
  name: string;
  nameLat: string;
  regCode: string | null;
  address: string | null;
  form: string | null;
  status: string;
}

describe.each(kinds)('register importers on %s', (kind) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await seedReference(database.db);
  });
  afterAll(async () => {
    await database?.close();
  });

  const rows = (source: string) =>
    queryRows<Row>(
      database.db,
      sql`select source_id as "sourceId", country_code as "countryCode", name, name_lat as "nameLat",
                 reg_code as "regCode", address, form, status
          from companies where source = ${source} order by source_id`,
    );
  const byId = async (source: string) => new Map((await rows(source)).map((r) => [r.sourceId, r]));

  describe('GLEIF golden copy', () => {
    it('imports the companies, skips malformed rows naming their line, ignores duplicates', async () => {
      const errors: string[] = [];
      const result = await importCompanies(database, fixture('gleif-sample.csv'), gleif, {
        onRowError: (message) => errors.push(message),
      });
      expect(result).toMatchObject({ rows: 10, inserted: 6, updated: 0, ignored: 1, skipped: 3 });
      expect(errors).toHaveLength(3);
      expect(errors[0]).toMatch(/^строка 9: неверный LEI «5299000TESTNOJ000800»/);
      expect(errors[1]).toBe('строка 10: ожидалось колонок: 26, в строке: 2');
      expect(errors[2]).toBe('строка 11: пустое наименование (Entity.LegalName)');
      expect(result.errors).toEqual(errors);
    });

    it('maps columns by name: country, names, number, address, legal form and status', async () => {
      const companies = await byId(GLEIF_SOURCE);
      expect(companies.get('5299000TESTGMBH00182')).toMatchObject({
        countryCode: 'DE',
        name: 'Rheinblick Anlagenbau GmbH',
        regCode: 'HRB 98765',
        address: 'Rheinallee 27, 40549 Düsseldorf',
        form: 'GmbH',
        status: 'Active',
      });
      // An inactive entity with a retired LEI is a deleted company; B6ES is a PLC.
      expect(companies.get('2138000TESTPLC000232')).toMatchObject({
        countryCode: 'GB',
        form: 'PLC',
        status: 'Deleted',
      });
      // A lapsed LEI is not a closed company. The transliterated name is the Latin name; the
      // form is read from the name where the code is 9999.
      expect(companies.get('5299000TESTKZ0000308')).toMatchObject({
        countryCode: 'KZ',
        name: 'ТОО «Степной Ветер»',
        nameLat: 'TOO STEPNOY VETER',
        form: 'ТОО',
        status: 'Active',
        address: 'пр. Абая, 10, офис 5, "Бизнес-центр, Нурлы Тау", 050000 Алматы',
      });
      // US-DE jurisdiction is the United States; 8888 with OtherLegalForm spelled out gives LLC.
      expect(companies.get('5493000TESTLLC000437')).toMatchObject({
        countryCode: 'US',
        form: 'LLC',
      });
      expect(companies.get('5299000TESTLIQ000593')).toMatchObject({
        form: 'AG',
        status: 'In liquidation',
      });
      // Without a jurisdiction, the legal address gives the country.
      expect(companies.get('9695000TESTSAS000757')).toMatchObject({
        countryCode: 'FR',
        form: 'SAS',
      });
      expect(companies.has('5299000TESTDUP000622')).toBe(false);
    });

    it('is idempotent: a second import of the same file changes nothing', async () => {
      const result = await importCompanies(database, fixture('gleif-sample.csv'), gleif);
      expect(result).toMatchObject({ inserted: 0, updated: 0, unchanged: 6, skipped: 3 });
      expect(await rows(GLEIF_SOURCE)).toHaveLength(6);
    });

    it('updates changed rows in place on re-import', async () => {
      const result = await importCompanies(database, fixture('gleif-update.csv'), gleif);
      expect(result).toMatchObject({ inserted: 0, updated: 2, unchanged: 4, skipped: 0 });
      const companies = await byId(GLEIF_SOURCE);
      expect(companies.size).toBe(6);
      expect(companies.get('5299000TESTGMBH00182')?.name).toBe(
        'Rheinblick Anlagenbau und Service GmbH',
      );
      expect(companies.get('5493000TESTLLC000437')?.status).toBe('Deleted');
    });

    it('refuses a file without the LEI and name columns, saying which', async () => {
      const input = Readable.from(['"Name","Country"\n"X","DE"\n']);
      await expect(importCompanies(database, input, gleif)).rejects.toThrow(
        'В файле нет колонок: LEI, Entity.LegalName',
      );
    });
  });

  describe('Companies House basic company data', () => {
    it('imports the four real sample rows with their mapping', async () => {
      const result = await importCompanies(
        database,
        fixture('companies-house-sample.csv'),
        companiesHouse,
      );
      expect(result).toMatchObject({ rows: 4, inserted: 4, skipped: 0 });
      const companies = await byId(COMPANIES_HOUSE_SOURCE);
      expect(companies.get('07687209')).toEqual({
        sourceId: '07687209',
        countryCode: 'GB',
        name: '!OBAC UK LIMITED',
        nameLat: '!OBAC UK LIMITED',
        regCode: '07687209',
        address: 'UNIT 9 BERRY COURT FARM BRAMLEY ROAD, LITTLE LONDON, TADLEY, HAMPSHIRE, RG26 5AT',
        form: 'Ltd',
        status: 'Active',
      });
      expect([...companies.keys()]).toEqual(['07687209', '08209948', '11399177', '12778855']);
    });

    it('maps statuses and categories, and skips malformed rows naming their line', async () => {
      const errors: string[] = [];
      const result = await importCompanies(
        database,
        fixture('companies-house-edge.csv'),
        companiesHouse,
        {
          onRowError: (message) => errors.push(message),
        },
      );
      expect(result).toMatchObject({ rows: 8, inserted: 4, skipped: 4 });
      expect(errors).toEqual([
        'строка 6: неизвестный статус компании «Sleeping»',
        'строка 7: ожидалось колонок: 55, в строке: 3',
        'строка 8: пустое наименование (CompanyName)',
        'строка 9: неверный номер компании (CompanyNumber) «12-34»',
      ]);
      const companies = await byId(COMPANIES_HOUSE_SOURCE);
      expect(companies.get('09876543')).toMatchObject({ form: 'Ltd', status: 'In liquidation' });
      expect(companies.get('SC123456')).toMatchObject({
        form: 'PLC',
        status: 'Is in process of reorganization',
      });
      expect(companies.get('OC301234')).toMatchObject({ form: 'LLP', status: 'In liquidation' });
      expect(companies.get('01111111')).toMatchObject({ status: 'Deleted' });
    });

    it('copes with a company number repeated in a first import: the last row wins', async () => {
      const header = (await import('node:fs')).readFileSync(
        new URL('../fixtures/companies-house-sample.csv', import.meta.url),
        'utf8',
      );
      const [head, first] = header.split('\n');
      const renamed = first!.replace('!OBAC UK LIMITED', '!OBAC RENAMED LIMITED');
      const input = Readable.from([`${head}\n${first}\n${renamed}\n`]);
      const format = { ...companiesHouse, source: 'companies-house-duplicates' };
      const result = await importCompanies(database, input, {
        ...format,
        mapRow: (row) => {
          const mapped = mapCompaniesHouseRow(row);
          return 'company' in mapped
            ? { company: { ...mapped.company, source: format.source } }
            : mapped;
        },
      });
      expect(result).toMatchObject({ rows: 2, inserted: 1, skipped: 0 });
      expect((await rows(format.source)).map((r) => r.name)).toEqual(['!OBAC RENAMED LIMITED']);
    });

    it('makes imported companies findable by number and name, and keeps the index', async () => {
      const found = await queryRows<{ name: string }>(
        database.db,
        sql`select name from companies where source = 'companies-house' and reg_key = '7687209'`,
      );
      expect(found.map((r) => r.name)).toEqual(['!OBAC UK LIMITED']);
      const indexes = await queryRows<{ indexname: string }>(
        database.db,
        sql`select indexname from pg_indexes where tablename = 'companies' order by indexname`,
      );
      expect(indexes.map((i) => i.indexname)).toContain('companies_name_trgm_idx');
    });
  });
});
