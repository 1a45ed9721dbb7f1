import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import {
  COMPANIES_HOUSE_COLUMNS,
  COMPANIES_HOUSE_SOURCE,
  mapCompaniesHouseRow,
} from '../core/companies/import/companies-house';
import { importCompanies, type ImportFormat } from '../core/companies/import/import-companies';
import { createRng } from '../demo/register/random';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { option } from './lib/cli-options';

/**
 * `npm run bench:import [-- --db postgres|pglite] [--rows N]`: writes a Companies House
 * BasicCompanyData file of N rows (500,000 by default) in the real 55-column layout, imports
 * it into an empty database of its own, imports it again (the update path), and prints rows
 * per second for both. PostgreSQL: a database `bench_import_*` on BENCH_DATABASE_URL is
 * created and dropped.
 */

const kind = option('db') ?? 'pglite';
const rows = Number(option('rows') ?? 500_000);
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const HEADER =
  'CompanyName, CompanyNumber,RegAddress.CareOf,RegAddress.POBox,RegAddress.AddressLine1, RegAddress.AddressLine2,RegAddress.PostTown,RegAddress.County,RegAddress.Country,RegAddress.PostCode,CompanyCategory,CompanyStatus,CountryOfOrigin,DissolutionDate,IncorporationDate,Accounts.AccountRefDay,Accounts.AccountRefMonth,Accounts.NextDueDate,Accounts.LastMadeUpDate,Accounts.AccountCategory,Returns.NextDueDate,Returns.LastMadeUpDate,Mortgages.NumMortCharges,Mortgages.NumMortOutstanding,Mortgages.NumMortPartSatisfied,Mortgages.NumMortSatisfied,SICCode.SicText_1,SICCode.SicText_2,SICCode.SicText_3,SICCode.SicText_4,LimitedPartnerships.NumGenPartners,LimitedPartnerships.NumLimPartners,URI,PreviousName_1.CONDATE, PreviousName_1.CompanyName, PreviousName_2.CONDATE, PreviousName_2.CompanyName,PreviousName_3.CONDATE, PreviousName_3.CompanyName,PreviousName_4.CONDATE, PreviousName_4.CompanyName,PreviousName_5.CONDATE, PreviousName_5.CompanyName,PreviousName_6.CONDATE, PreviousName_6.CompanyName,PreviousName_7.CONDATE, PreviousName_7.CompanyName,PreviousName_8.CONDATE, PreviousName_8.CompanyName,PreviousName_9.CONDATE, PreviousName_9.CompanyName,PreviousName_10.CONDATE, PreviousName_10.CompanyName,ConfStmtNextDueDate, ConfStmtLastMadeUpDate';

const WORDS = [
  'ACME',
  'THAMES',
  'OAKWOOD',
  'HARRISON',
  'CROWN',
  'NORTHGATE',
  'PIONEER',
  'ATLAS',
  'SUMMIT',
  'MERIDIAN',
  'BRIGHT',
  'GRANITE',
  'STERLING',
  'KINGSLEY',
  'RIVERSIDE',
  'EVERGREEN',
];
const TRADES = [
  'CONSULTING',
  'LOGISTICS',
  'ENGINEERING',
  'PROPERTIES',
  'HOLDINGS',
  'TRADING',
  'SERVICES',
  'SOLUTIONS',
  'CONSTRUCTION',
  'FOODS',
];
const TOWNS = [
  'LONDON',
  'MANCHESTER',
  'LEEDS',
  'BRISTOL',
  'SHEFFIELD',
  'TADLEY',
  'READING',
  'GLASGOW',
  'CARDIFF',
  'YORK',
];
const STATUSES = [
  'Active',
  'Active',
  'Active',
  'Active',
  'Active',
  'Active',
  'Active',
  'Liquidation',
  'Active - Proposal to Strike off',
  'In Administration',
];

async function writeFile(file: string): Promise<void> {
  const rng = createRng('bench-import');
  const out = createWriteStream(file);
  const write = (text: string) =>
    out.write(text) ? Promise.resolve() : new Promise<void>((r) => out.once('drain', () => r()));
  await write(`${HEADER}\n`);
  for (let i = 0; i < rows; i++) {
    const number = String(1_000_000 + i).padStart(8, '0');
    const name = `${rng.pick(WORDS)} ${rng.pick(WORDS)} ${rng.pick(TRADES)} ${rng.chance(0.9) ? 'LIMITED' : 'PLC'}`;
    const fields = [
      name,
      number,
      '',
      '',
      `${rng.int(1, 200)} HIGH STREET`,
      '',
      rng.pick(TOWNS),
      '',
      'UNITED KINGDOM',
      `RG${rng.int(1, 40)} ${rng.int(1, 9)}AT`,
      'Private Limited Company',
      rng.pick(STATUSES),
      'United Kingdom',
      '',
      '29/06/2011',
      '29',
      '12',
      '29/09/2022',
      '31/12/2020',
      'TOTAL EXEMPTION FULL',
      '',
      '',
      '0',
      '0',
      '0',
      '0',
      '70229 - Management consultancy activities other than financial management',
      '',
      '',
      '',
      '0',
      '0',
      `http://business.data.gov.uk/id/company/${number}`,
      ...Array<string>(20).fill(''),
      '13/07/2022',
      '29/06/2021',
    ];
    await write(`${fields.map((f) => `"${f}"`).join(',')}\n`);
  }
  await new Promise<void>((resolve) => out.end(resolve));
}

async function openBenchDatabase(): Promise<{ database: DatabaseHandle; drop(): Promise<void> }> {
  if (kind === 'pglite') return { database: await openDatabase({}), drop: async () => undefined };
  const name = `bench_import_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    database: await openDatabase({ url: url.toString() }),
    drop: async () => {
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

const file = path.join(tmpdir(), `companies-house-bench-${process.pid}.csv`);
const format: ImportFormat = {
  source: COMPANIES_HOUSE_SOURCE,
  requiredColumns: COMPANIES_HOUSE_COLUMNS,
  mapRow: mapCompaniesHouseRow,
};
const { database, drop } = await openBenchDatabase();
try {
  await writeFile(file);
  const totalBytes = statSync(file).size;
  console.log(`Файл: ${rows} строк, ${(totalBytes / 1e6).toFixed(0)} МБ; база: ${kind}`);
  await database.migrate();
  for (const pass of ['первый импорт', 'повторный импорт']) {
    const result = await importCompanies(database, createReadStream(file), format, {
      totalBytes,
      showProgress: true,
    });
    console.log(
      `${pass}: ${result.rowsPerSecond} строк/с (${result.seconds.toFixed(1)} с; добавлено ${result.inserted}, обновлено ${result.updated}, без изменений ${result.unchanged}, пропущено ${result.skipped})`,
    );
  }
} finally {
  rmSync(file, { force: true });
  await database.close();
  await drop();
}
