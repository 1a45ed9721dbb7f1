import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FindCompanyResponse } from '../../contracts/company-search';
import { MESSAGES } from '../../contracts/messages';
import { SCREENING_NOTHING_TO_CHECK, type ScreeningCheckResponse } from '../../contracts/screening';
import { importSanctionsList } from '../../core/sanctions/import-list';
import { readListFiles } from '../../core/sanctions/read-list-files';
import { SNAPSHOT_DIR } from '../helpers/sanctions-snapshots';
import { loadCompanies } from '../helpers/company-fixtures';
import { databaseKinds } from '../helpers/databases';
import { createTestApp, type TestApp } from '../helpers/test-app';

const kinds = await databaseKinds();

/** A money exchange the UK list names (entity, Afghanistan), with its aliases. */
const LISTED = 'HAJI KHAIRULLAH HAJI SATTAR MONEY EXCHANGE';

describe.each(kinds)('sanctions screening through the API on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
    for (const [list, file] of [
      ['uk', 'uk-sanctions-list-excerpt-2026-09-07.xml'],
      ['eu', 'eu-fsf-excerpt-2026-08-05.xml'],
    ] as const) {
      await importSanctionsList(t.database.db, await readListFiles(list, SNAPSHOT_DIR + file), {
        actor: 'test',
      });
    }
    await loadCompanies(t.database, [
      { countryCode: 'AF', name: 'Haji Khairullah Haji Sattar Money Exchange', regCode: 'AF-1' },
      { countryCode: 'AF', name: 'Kabul Fresh Fruit Trading Company', regCode: 'AF-2' },
    ]);
  });
  afterAll(async () => {
    await t?.close();
  });

  const check = (payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/Screening/Check', payload });

  it('answers a listed name with the match, the lists and Russian reasons', async () => {
    const res = await check({ countryId: 'AF', name: LISTED });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json() as ScreeningCheckResponse;
    expect(body.status).toBe('match');
    expect(Date.parse(body.checkedAt)).not.toBeNaN();
    expect(body.lists.map((l) => l.code)).toEqual(['eu', 'uk']);
    for (const list of body.lists) {
      expect(list.entries).toBeGreaterThan(0);
      expect(Date.parse(list.publishedAt)).not.toBeNaN();
      expect(Date.parse(list.importedAt)).not.toBeNaN();
    }
    const [first] = body.matches;
    expect(first).toMatchObject({ list: 'uk', kind: 'entity', score: 1 });
    expect(first!.entryId).toMatch(/^\w+$/);
    expect(first!.reasons.join(' ')).toMatch(/[а-я]/);
    expect(first!.aliases).toContain('Haji Khairullah Money Exchange');
  });

  it('finds the same entry typed in Cyrillic, and clears an unrelated company', async () => {
    const cyrillic = (await check({ name: 'Хаджи Алим Хавала' })).json() as ScreeningCheckResponse;
    expect(cyrillic.status).toBe('match');
    expect(cyrillic.matches[0]!.matchedName).toBe('Haji Alim Hawala');
    const clean = (await check({ countryId: 'DE', name: 'Siemens Aktiengesellschaft' })).json();
    expect(clean).toMatchObject({ status: 'clear', matches: [] });
  });

  it('refuses bad input with a Russian message and a 4xx', async () => {
    const empty = await check({});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain(SCREENING_NOTHING_TO_CHECK);
    const blank = await check({ name: '   ', regCode: '' });
    expect(blank.statusCode).toBe(400);
    expect((await check({ name: 'x'.repeat(301) })).statusCode).toBe(400);
    expect((await check({ name: 'ACME', extra: 1 })).statusCode).toBe(400);
    expect((await check({ name: 'ACME', countryId: 'Германия!' })).statusCode).toBe(400);
    const unknown = await check({ name: 'ACME', countryId: 'QQ' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: MESSAGES.countryNotFound });
    const notJson = await t.app.inject({
      method: 'POST',
      url: '/api/Screening/Check',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(notJson.statusCode).toBe(400);
  });

  it('gives each FindCompany company its screening, the fields of the spec unchanged', async () => {
    const find = async (regCode: string) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/SearchReport/FindCompany',
        payload: { countryId: 'AF', reportContentTypeId: 'credit', company: { regCode } },
      });
      expect(res.statusCode).toBe(200);
      const body = res.json() as FindCompanyResponse;
      expect(body.request).toEqual(body.companies[0]);
      return [regCode, body.companies[0]!] as const;
    };
    const byReg = new Map([await find('AF-1'), await find('AF-2')]);
    expect(byReg.get('AF-1')!.sanctions.status).toBe('match');
    expect(byReg.get('AF-1')!.sanctions.matches).toBeGreaterThanOrEqual(1);
    expect(byReg.get('AF-2')!.sanctions).toEqual({ status: 'clear', matches: 0 });
    expect(Object.keys(byReg.get('AF-2')!).sort()).toEqual(
      [
        'address',
        'countryCode',
        'email',
        'form',
        'id',
        'name',
        'nameLat',
        'phone',
        'regCode',
        'sanctions',
        'status',
        'vatCode',
      ].sort(),
    );
  });
});
