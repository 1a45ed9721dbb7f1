import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../contracts/messages';
import {
  CERTIFICATE_COMPANY_NOT_FOUND,
  CERTIFICATE_NO_LISTS,
} from '../../contracts/sanctions-certificate';
import type { IssueCertificateRequest } from '../../contracts/sanctions-certificate-request';
import { SCREENING_NOTHING_TO_CHECK } from '../../contracts/screening';
import { DomainError } from '../../core/domain-error';
import { findSanctionsCertificate } from '../../core/sanctions/certificates/find-certificate';
import { issueSanctionsCertificate } from '../../core/sanctions/certificates/issue-certificate';
import { companies, sanctionsCertificates } from '../../db/schema';
import { databaseKinds } from '../helpers/databases';
import {
  CLEAN_COMPANY,
  LISTED_COMPANY,
  loadCertificateFixtures,
} from '../helpers/sanctions-certificate-setup';
import { createTestApp, type TestApp } from '../helpers/test-app';

const kinds = await databaseKinds();

describe.each(kinds)('sanctions certificates on %s', (kind) => {
  let t: TestApp;
  const deps = () => ({ db: t.database.db, config: t.config });
  const issue = (input: IssueCertificateRequest) => issueSanctionsCertificate(deps(), input);
  const find = (number: string, signature: string) =>
    findSanctionsCertificate(deps(), number, signature);
  const companyId = async (name: string) => {
    const [row] = await t.database.db
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.name, name));
    return row!.id;
  };
  const refusal = (input: IssueCertificateRequest) =>
    issue(input).then(
      () => null,
      (error: unknown) => {
        expect(error).toBeInstanceOf(DomainError);
        const { statusCode, message } = error as DomainError;
        return { statusCode, message };
      },
    );

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('refuses with 503 while no list is loaded, keeping nothing', async () => {
    expect(await refusal({ name: 'ACME' })).toEqual({
      statusCode: 503,
      message: CERTIFICATE_NO_LISTS,
    });
    expect(await t.database.db.select().from(sanctionsCertificates)).toEqual([]);
    await loadCertificateFixtures(t.database);
  });

  it('issues for a register company: stores the record and finds it by number and signature', async () => {
    const id = await companyId(LISTED_COMPANY);
    const issued = await issue({ companyId: id });
    expect(issued.number).toMatch(/^SC-\d{8}-\d{6}$/);
    expect(issued.signature).toMatch(/^[\w-]{22}$/);
    const [row] = await t.database.db
      .select()
      .from(sanctionsCertificates)
      .where(eq(sanctionsCertificates.number, issued.number));
    expect(row).toMatchObject({ companyId: id, name: LISTED_COMPANY, countryCode: 'AF' });
    expect(issued.number.endsWith(String(row!.id).padStart(6, '0'))).toBe(true);
    expect(row!.result.status).toBe('match');
    expect(row!.checkedAt.toISOString()).toBe(row!.result.checkedAt);

    const found = await find(issued.number, issued.signature);
    expect(found).toMatchObject({
      number: issued.number,
      status: 'match',
      company: { name: LISTED_COMPANY, regCode: 'AF-CERT-1', countryName: 'Афганистан' },
    });
    expect(found!.lists.map((l) => [l.code, l.result])).toEqual([
      ['eu', 'clear'],
      ['uk', 'match'],
    ]);
    for (const list of found!.lists) expect(list.entries).toBeGreaterThan(0);
    expect(found!.matches[0]).toMatchObject({ list: 'uk', score: 1 });
  });

  it('issues for details typed, with the country', async () => {
    const issued = await issue({ name: CLEAN_COMPANY, regCode: 'X-1', countryId: 'af' });
    const found = await find(issued.number, issued.signature);
    expect(found).toMatchObject({
      status: 'clear',
      matches: [],
      company: { name: CLEAN_COMPANY, regCode: 'X-1', vatCode: null, countryCode: 'AF' },
    });
    const [row] = await t.database.db
      .select({ companyId: sanctionsCertificates.companyId })
      .from(sanctionsCertificates)
      .where(eq(sanctionsCertificates.number, issued.number));
    expect(row!.companyId).toBeNull();
  });

  it('finds nothing for a wrong signature or a changed number', async () => {
    const a = await issue({ name: LISTED_COMPANY });
    const b = await issue({ name: CLEAN_COMPANY });
    const flip = (s: string, i: number) =>
      s.slice(0, i) + (s[i] === 'A' ? 'B' : 'A') + s.slice(i + 1);
    expect(await find(a.number, flip(a.signature, 5))).toBeNull();
    expect(await find(a.number, b.signature)).toBeNull();
    expect(await find(b.number, a.signature)).toBeNull();
    expect(await find(a.number, a.signature.slice(0, -1))).toBeNull();
    expect(await find(a.number, '')).toBeNull();
    const digits = a.number.replace(/\d$/, (d) => String((Number(d) + 1) % 10));
    expect(await find(digits, a.signature)).toBeNull();
    expect(await find(a.number, a.signature.toLowerCase())).toBeNull();
    expect(await find(a.number, a.signature)).not.toBeNull();
    // The site's paths are lower case: the number is found in either.
    expect(await find(a.number.toLowerCase(), a.signature)).not.toBeNull();
  });

  it('finds nothing once the stored record is altered', async () => {
    const alter = async (change: ReturnType<typeof sql>) => {
      const issued = await issue({ name: LISTED_COMPANY, countryId: 'AF' });
      expect(await find(issued.number, issued.signature)).not.toBeNull();
      await t.database.db.execute(
        sql`update sanctions_certificates set ${change} where number = ${issued.number}`,
      );
      return find(issued.number, issued.signature);
    };
    expect(await alter(sql`result = jsonb_set(result, '{status}', '"clear"')`)).toBeNull();
    expect(await alter(sql`result = jsonb_set(result, '{matches}', '[]')`)).toBeNull();
    expect(await alter(sql`result = jsonb_set(result, '{lists,0,entries}', '1')`)).toBeNull();
    expect(await alter(sql`name = 'Другая компания'`)).toBeNull();
    expect(await alter(sql`reg_code = 'AF-0'`)).toBeNull();
    expect(await alter(sql`checked_at = checked_at + interval '1 day'`)).toBeNull();
    // The link to the register is not part of the record: the company may leave the register.
    expect(await alter(sql`company_id = null`)).not.toBeNull();
  });

  it('refuses bad details with Russian 4xx, as the screening does', async () => {
    expect(await refusal({ name: '' })).toEqual({
      statusCode: 400,
      message: SCREENING_NOTHING_TO_CHECK,
    });
    expect(await refusal({ name: '   ', regCode: '' })).toMatchObject({ statusCode: 400 });
    expect(await refusal({ name: 'x'.repeat(301) })).toEqual({
      statusCode: 400,
      message: 'Не длиннее 300 символов',
    });
    expect(await refusal({ name: 'ACME', countryId: 'Германия!' })).toMatchObject({
      statusCode: 400,
      message: expect.stringMatching(/^Укажите страну/),
    });
    expect(await refusal({ name: 'ACME', countryId: 'QQ' })).toEqual({
      statusCode: 404,
      message: MESSAGES.countryNotFound,
    });
    expect(await refusal({ companyId: 2_000_000_000 })).toEqual({
      statusCode: 404,
      message: CERTIFICATE_COMPANY_NOT_FOUND,
    });
  });
});
