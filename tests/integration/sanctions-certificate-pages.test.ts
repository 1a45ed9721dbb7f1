import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_LIMITS } from '../../contracts/client-limits';
import {
  CERTIFICATE_COMPANY_NOT_FOUND,
  CERTIFICATE_NOT_FOUND,
} from '../../contracts/sanctions-certificate';
import { SCREENING_NOTHING_TO_CHECK } from '../../contracts/screening';
import { companies } from '../../db/schema';
import { databaseKinds } from '../helpers/databases';
import { popplerOutput } from '../helpers/pdf-text';
import { LISTED_COMPANY, loadCertificateFixtures } from '../helpers/sanctions-certificate-setup';
import { loadSiteBuild, type SiteBuild } from '../helpers/site-build';
import { createTestApp, type TestApp } from '../helpers/test-app';

const kinds = await databaseKinds();

let site: SiteBuild | undefined;
beforeAll(async () => {
  site = await loadSiteBuild();
});
afterAll(async () => {
  await site?.close();
});

/** A page's text as a reader sees it: without the markers React puts between text parts. */
const shown = (html: string) => html.replaceAll('<!-- -->', '');

/** «Получить справку (PDF)» as a browser without JavaScript posts it, then what it leads to. */
describe.each(kinds)('sanctions certificate pages on %s', (kind) => {
  let t: TestApp;
  let companyId: number;
  let client = 0;
  const nextClient = () => `10.79.${kind === 'pglite' ? 1 : 2}.${++client}`;

  const issue = (fields: Record<string, string>, remoteAddress = nextClient()) =>
    t.app.inject({
      method: 'POST',
      url: '/sanctions/certificates',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'text/html,application/xhtml+xml',
      },
      payload: new URLSearchParams(fields).toString(),
      remoteAddress,
    });
  const get = (url: string) => t.app.inject({ method: 'GET', url, remoteAddress: nextClient() });

  beforeAll(async () => {
    t = await createTestApp(kind, {}, { site });
    await loadCertificateFixtures(t.database);
    const [row] = await t.database.db
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.name, LISTED_COMPANY));
    companyId = row!.id;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('issues for a register company and sends the browser to the PDF', async () => {
    const res = await issue({ companyId: String(companyId) });
    expect(res.statusCode).toBe(303);
    const pdfUrl = res.headers.location as string;
    const [, path, signature = ''] =
      /^\/sanctions\/certificates\/(sc-\d{8}-\d{6})\/pdf\?s=([\w-]{22})$/.exec(pdfUrl)!;

    const number = path!.toUpperCase();
    const pdf = await get(pdfUrl);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toMatch(`inline; filename="spravka-${number}.pdf"`);
    expect(pdf.headers['cache-control']).toBe('private, no-store');
    const text = popplerOutput('pdftotext', pdf.rawPayload).replace(/\s+/g, ' ');
    expect(text).toContain(`№ ${number}`);
    expect(text).toContain(LISTED_COMPANY);
    expect(text).toContain(
      `${t.config.PUBLIC_BASE_URL}/sanctions/certificates/${path}?s=${signature}`,
    );

    const page = await get(`/sanctions/certificates/${path}?s=${signature}`);
    expect(page.statusCode).toBe(200);
    const html = shown(page.body);
    expect(html).toContain(`Справка № ${number}`);
    expect(html).toContain(LISTED_COMPANY);
    expect(html).toContain('Санкционный список Великобритании (FCDO)');
    expect(html).toContain('найдено совпадение с записью санкционного списка');
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(html).toContain(`href="/sanctions/certificates/${path}/pdf?s=${signature}"`);

    const forged = signature.replace(/^./, (c) => (c === 'A' ? 'B' : 'A'));
    const missing = await get(`/sanctions/certificates/${path}?s=${forged}`);
    expect(missing.statusCode).toBe(404);
    expect(shown(missing.body)).toContain(
      `<h1 class="text-3xl font-bold text-ink">${CERTIFICATE_NOT_FOUND}</h1>`,
    );
    const missingPdf = await get(`/sanctions/certificates/${path}/pdf?s=${forged}`);
    expect(missingPdf.statusCode).toBe(404);
    expect(missingPdf.body).toBe(CERTIFICATE_NOT_FOUND);
  });

  it('takes typed details with a two-letter country', async () => {
    const res = await issue({ name: 'Kabul Fresh Fruit', regCode: '', vatCode: '', country: 'af' });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toMatch(/^\/sanctions\/certificates\/sc-\d{8}-\d{6}\/pdf\?s=/);
  });

  it('answers bad input with a Russian 400 or 404 page', async () => {
    const empty = await issue({ name: '', regCode: '', vatCode: '', country: 'de' });
    expect(empty.statusCode).toBe(400);
    expect(shown(empty.body)).toContain(SCREENING_NOTHING_TO_CHECK);
    expect(shown(empty.body)).toContain('Справку выдать не удалось');
    const badId = await issue({ companyId: 'abc' });
    expect(badId.statusCode).toBe(400);
    expect(shown(badId.body)).toContain(CERTIFICATE_COMPANY_NOT_FOUND);
    const gone = await issue({ companyId: '2000000000' });
    expect(gone.statusCode).toBe(404);
    expect(shown(gone.body)).toContain(CERTIFICATE_COMPANY_NOT_FOUND);
    const country = await issue({ name: 'ACME', country: 'Германия' });
    expect(country.statusCode).toBe(400);
    expect(shown(country.body)).toContain('Укажите страну');
  });

  it('counts issues against the certificate limit and refuses more with a Russian 429', async () => {
    const me = nextClient();
    for (let i = 0; i < CLIENT_LIMITS.certificate.max; i += 1) {
      expect((await issue({ name: 'ACME Trading' }, me)).statusCode).toBe(303);
    }
    const refused = await issue({ name: 'ACME Trading' }, me);
    expect(refused.statusCode).toBe(429);
    expect(shown(refused.body)).toMatch(/Слишком много запросов|Повторите/);
  });

  it('goes from the lookup form to the certificate’s address', async () => {
    const res = await get('/sanctions/certificates?number=sc-20261127-000001&s=abc');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/sanctions/certificates/sc-20261127-000001?s=abc');
    const form = await get('/sanctions/certificates');
    expect(form.statusCode).toBe(200);
    expect(shown(form.body)).toContain('Номер справки');
  });
});
