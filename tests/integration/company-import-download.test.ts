import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COMPANIES_HOUSE_COLUMNS,
  COMPANIES_HOUSE_SOURCE,
  mapCompaniesHouseRow,
} from '../../core/companies/import/companies-house';
import {
  downloadAndImport,
  type DownloadKind,
} from '../../core/companies/import/download/download-and-import';
import { GLEIF_COLUMNS, GLEIF_SOURCE, mapGleifRow } from '../../core/companies/import/gleif';
import type { ImportFormat } from '../../core/companies/import/import-companies';
import type { DatabaseHandle } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { seedReference } from '../../db/seed/seed-reference';
import { databaseKinds, openTestDatabase } from '../helpers/databases';
import { makeZip } from '../helpers/zip-file';

const kinds = await databaseKinds();
const fixture = (name: string) => readFileSync(new URL(`../fixtures/${name}`, import.meta.url));

const gleifZip = makeZip([
  { name: 'gleif-goldencopy-lei2.csv', data: fixture('gleif-sample.csv') },
]);
const chZip = makeZip([
  { name: 'BasicCompanyDataAsOneFile-2026-11-01.csv', data: fixture('companies-house-sample.csv') },
]);

/** What the stand-in publisher answers on a path; `cutAt` ends the body early (a broken link). */
interface Reply {
  status?: number;
  type?: string;
  body: Buffer | string;
  cutAt?: number;
}

let server: Server;
let base = '';
let replies = new Map<string, Reply>();
beforeAll(async () => {
  server = createServer((request, response) => {
    const reply = replies.get(request.url ?? '');
    if (!reply) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    const body = Buffer.from(reply.body);
    response.writeHead(reply.status ?? 200, {
      'content-type': reply.type ?? 'application/zip',
      'content-length': String(body.length),
    });
    if (reply.cutAt === undefined) response.end(body);
    else response.write(body.subarray(0, reply.cutAt), () => response.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
});

/** GLEIF's publication API, announcing `zip` (and `size`) under /files/. */
function publishGleif(zip: Buffer, size = zip.length) {
  replies = new Map<string, Reply>([
    [
      '/api/v2/golden-copies/publishes/latest',
      {
        type: 'application/json',
        body: JSON.stringify({
          data: {
            publish_date: '2026-11-25 08:00:00',
            lei2: { full_file: { csv: { url: `${base}/files/lei2.csv.zip`, size } } },
          },
        }),
      },
    ],
    ['/files/lei2.csv.zip', { body: zip }],
  ]);
}

/** The Companies House download page listing an older and the latest file. */
function publishCompaniesHouse(zip: Buffer) {
  const page = `<html><body><ul>
    <li><a href="BasicCompanyDataAsOneFile-2026-10-01.zip">BasicCompanyDataAsOneFile-2026-10-01.zip (470Mb)</a></li>
    <li><a href="BasicCompanyDataAsOneFile-2026-11-01.zip">BasicCompanyDataAsOneFile-2026-11-01.zip (471Mb)</a></li>
  </ul></body></html>`;
  replies = new Map<string, Reply>([
    ['/en_output.html', { type: 'text/html', body: page }],
    ['/BasicCompanyDataAsOneFile-2026-11-01.zip', { body: zip }],
  ]);
}

describe.each(kinds)('import --download on %s', (kind) => {
  let database: DatabaseHandle;
  let tempRoot: string;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await seedReference(database.db);
    tempRoot = mkdtempSync(path.join(tmpdir(), 'inocheck-download-test-'));
  });
  afterAll(async () => {
    await database?.close();
    rmSync(tempRoot, { recursive: true, force: true });
  });

  const env = () => ({ GLEIF_GOLDEN_COPY_URL: base, COMPANIES_HOUSE_DOWNLOAD_URL: `${base}/` });
  const count = async (source: string) => {
    const [row] = await queryRows<{ count: string }>(
      database.db,
      sql`select count(*) as count from companies where source = ${source}`,
    );
    return Number(row?.count);
  };
  /** A format of its own per case, so what one case imported cannot hide another's failure. */
  const gleif = (source: string): ImportFormat => ({
    source,
    requiredColumns: GLEIF_COLUMNS,
    mapRow: (r) => mapGleifRow(r),
  });
  const run = (what: DownloadKind, format: ImportFormat) =>
    downloadAndImport(database, what, format, { env: env(), tempRoot });
  /** Refused with a message matching `message`, nothing imported, no file left behind. */
  async function expectRefused(source: string, message: RegExp) {
    await expect(run('gleif', gleif(source))).rejects.toThrow(message);
    expect(await count(source)).toBe(0);
    expect(readdirSync(tempRoot)).toEqual([]);
  }

  it('downloads the latest GLEIF golden copy, checks it and imports its companies', async () => {
    publishGleif(gleifZip);
    const lines: string[] = [];
    const result = await downloadAndImport(database, 'gleif', gleif(GLEIF_SOURCE), {
      env: env(),
      tempRoot,
      log: (line) => lines.push(line),
    });
    expect(result).toMatchObject({ rows: 10, inserted: 6, ignored: 1, skipped: 3 });
    expect(result.file.url).toBe(`${base}/files/lei2.csv.zip`);
    expect(await count(GLEIF_SOURCE)).toBe(6);
    expect(lines.join('\n')).toMatch(/скачиваем .*публикация 2026-11-25/);
    expect(readdirSync(tempRoot)).toEqual([]);
  });

  it('takes the newest file the Companies House page lists', async () => {
    publishCompaniesHouse(chZip);
    const format: ImportFormat = {
      source: COMPANIES_HOUSE_SOURCE,
      requiredColumns: COMPANIES_HOUSE_COLUMNS,
      mapRow: mapCompaniesHouseRow,
    };
    const result = await run('companies-house', format);
    expect(result.file.name).toBe('BasicCompanyDataAsOneFile-2026-11-01.zip');
    expect(result.inserted).toBe(4);
    expect(await count(COMPANIES_HOUSE_SOURCE)).toBe(4);
    expect(readdirSync(tempRoot)).toEqual([]);
  });

  it('refuses a truncated archive and imports nothing', async () => {
    const cut = gleifZip.subarray(0, gleifZip.length - 40);
    publishGleif(cut);
    await expectRefused('gleif-truncated', /GLEIF: архив повреждён или обрезан/);
  });

  it('refuses an archive whose data is damaged (CRC-32) and imports nothing', async () => {
    const damaged = Buffer.from(gleifZip);
    // A byte in the middle of the deflated data: the archive's directory is intact.
    damaged[Math.floor(damaged.length / 3)]! ^= 0xff;
    publishGleif(damaged);
    await expectRefused('gleif-damaged', /GLEIF: архив повреждён/);
  });

  it('refuses a download cut short of its Content-Length', async () => {
    publishGleif(gleifZip);
    replies.set('/files/lei2.csv.zip', { body: gleifZip, cutAt: 100 });
    await expectRefused('gleif-cut', /прервалась|не полностью/);
  });

  it('refuses a file of another size than the publisher announced', async () => {
    publishGleif(gleifZip, gleifZip.length + 1);
    await expectRefused('gleif-size', /не совпадает с объявленным издателем/);
  });

  it('refuses an archive holding another CSV, naming the missing columns', async () => {
    publishGleif(makeZip([{ name: 'other.csv', data: Buffer.from('a,b\n1,2\n') }]));
    await expectRefused('gleif-other', /не тот файл: в заголовке нет колонок LEI/);
  });

  it('says what the server answered when the publication is missing', async () => {
    replies = new Map();
    await expectRefused('gleif-missing', /сервер ответил 404/);
  });

  it('refuses a base address that is not one', async () => {
    await expect(
      downloadAndImport(database, 'gleif', gleif('gleif-bad-env'), {
        env: { GLEIF_GOLDEN_COPY_URL: 'goldencopy' },
        tempRoot,
      }),
    ).rejects.toThrow(/GLEIF_GOLDEN_COPY_URL: ожидается адрес/);
  });
});
