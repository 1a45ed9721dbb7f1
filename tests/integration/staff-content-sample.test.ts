import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_MAX_BYTES, type StaffContentServices } from '../../contracts/staff/content';
import type { StaffActor } from '../../contracts/staff/roles';
import { uploadedSampleKey } from '../../core/reports/sample/sample-report-keys';
import { createServices } from '../../core/services';
import { detectSampleFileType } from '../../core/staff/content/sample-file-type';
import { queryRows } from '../../db/query-rows';
import { databaseKinds } from '../helpers/databases';
import { refusal } from '../helpers/refusal';
import { createTestStaff } from '../helpers/staff';
import { createTestApp, type TestApp } from '../helpers/test-app';
import {
  docxFile,
  docxWithoutContentTypes,
  oleFile,
  pdfFile,
  pdfHtmlPolyglot,
  pngFile,
  truncatedPdf,
  xlsxFile,
} from './staff-content-files';

const kinds = await databaseKinds();

describe('sample report type by content', () => {
  it('knows PDF, DOCX and DOC by their bytes and nothing else', () => {
    expect(detectSampleFileType(pdfFile())).toBe('pdf');
    expect(detectSampleFileType(docxFile())).toBe('docx');
    expect(detectSampleFileType(oleFile('WordDocument'))).toBe('doc');
    expect(detectSampleFileType(pngFile())).toBeNull();
    expect(detectSampleFileType(xlsxFile())).toBeNull();
    expect(detectSampleFileType(oleFile('Workbook'))).toBeNull();
    expect(detectSampleFileType(Buffer.from('просто текст, назван report.pdf'))).toBeNull();
    expect(detectSampleFileType(docxFile().subarray(0, 60))).toBeNull();
    expect(detectSampleFileType(new Uint8Array())).toBeNull();
  });
});

describe.each(kinds)('staff sample report uploads on %s', (kind) => {
  let t: TestApp;
  let content: StaffContentServices;
  let actor: StaffActor;
  let client = 0;

  beforeAll(async () => {
    t = await createTestApp(kind);
    content = createServices(t.database.db, t.config, t).staff.content;
    const admin = await createTestStaff(t.database, 'admin');
    actor = { ...admin, name: 'Администратор', ip: '127.0.0.1', requestId: 'test' };
  });
  afterAll(async () => {
    await t?.close();
  });

  const download = (code: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/Dictionary/GetSampleReport',
      payload: { countryId: code },
      remoteAddress: `10.9.0.${++client}`,
    });
  const auditActions = async () =>
    (
      await queryRows<{ action: string; before: unknown; after: unknown }>(
        t.database.db,
        `select action, before, after from audit_log where object_type = 'sample_report' and object_id = 'PT' order by id`,
      )
    ).map((e) => e);

  it('serves an uploaded PDF at once, then a DOCX that replaces it', async () => {
    const pdf = pdfFile('загружено сотрудником');
    expect(await content.uploadSample(actor, 'pt', { fileName: 'образец.pdf', data: pdf })).toEqual(
      {
        extension: 'pdf',
      },
    );
    let res = await download('pt');
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(Buffer.compare(res.rawPayload, pdf)).toBe(0);
    const listed = await content.listCountries(actor, { q: 'pt', group: '' });
    expect(listed.countries[0]).toMatchObject({ code: 'PT', sample: 'pdf' });
    expect((await content.getCountry(actor, 'pt'))?.sample).toMatchObject({
      extension: 'pdf',
      size: pdf.length,
    });

    // Named .pdf, but a Word document: the bytes decide.
    const docx = docxFile();
    await content.uploadSample(actor, 'pt', { fileName: 'report.pdf', data: docx });
    res = await download('pt');
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(res.headers['content-disposition']).toMatch(/sample-report-pt\.docx/);
    expect(Buffer.compare(res.rawPayload, docx)).toBe(0);
    expect(await t.storage.exists(uploadedSampleKey('PT', 'pdf'))).toBe(false);
  });

  it('refuses a PNG renamed .pdf, a spreadsheet, an empty and an oversized file, keeping the sample', async () => {
    const before = await auditActions();
    const cases: [string, Uint8Array, number, RegExp][] = [
      ['scan.pdf', pngFile(), 422, /не PDF и не документ Word/],
      ['table.docx', xlsxFile(), 422, /не PDF и не документ Word/],
      ['table.doc', oleFile('Workbook'), 422, /не PDF и не документ Word/],
      ['empty.pdf', new Uint8Array(), 400, /пустой/],
      ['big.pdf', Buffer.concat([pdfFile(), Buffer.alloc(SAMPLE_MAX_BYTES)]), 400, /больше 20 МБ/],
      // Penetration test finding 16: the structure inside, not only the first bytes.
      ['page.pdf', pdfHtmlPolyglot(), 422, /веб-разметка/],
      ['cut.pdf', truncatedPdf(), 422, /не похож на целый PDF/],
      ['bare.docx', docxWithoutContentTypes(), 422, /\[Content_Types\]\.xml/],
    ];
    for (const [fileName, data, status, message] of cases) {
      const refused = await refusal(content.uploadSample(actor, 'pt', { fileName, data }));
      expect(refused?.status, fileName).toBe(status);
      expect(refused?.message).toMatch(message);
    }
    expect((await download('pt')).headers['content-type']).toMatch(/wordprocessingml/);
    expect(await auditActions()).toEqual(before);
    expect(
      await refusal(content.uploadSample(actor, 'zz', { fileName: 'a.pdf', data: pdfFile() })),
    ).toEqual({
      status: 404,
      message: 'Страна не найдена',
    });
  });

  it('takes a Word 97–2003 file, and removing it brings the generated report back', async () => {
    await content.uploadSample(actor, 'pt', { fileName: 'old.doc', data: oleFile('WordDocument') });
    expect((await download('pt')).headers['content-type']).toBe('application/msword');
    expect(await t.storage.exists(uploadedSampleKey('PT', 'docx'))).toBe(false);

    await content.removeSample(actor, 'pt');
    const generated = await download('pt');
    expect(generated.headers['content-type']).toBe('application/pdf');
    expect(generated.rawPayload.length).toBeGreaterThan(20_000);
    expect((await content.getCountry(actor, 'pt'))?.sample).toBeNull();
    expect(await refusal(content.removeSample(actor, 'pt'))).toMatchObject({ status: 404 });

    const log = await auditActions();
    expect(log.map((e) => e.action)).toEqual([
      'sample_report.upload',
      'sample_report.upload',
      'sample_report.upload',
      'sample_report.remove',
    ]);
    expect(log[0]).toMatchObject({ before: null, after: { extension: 'pdf' } });
    expect(log[1]).toMatchObject({
      before: { extension: 'pdf' },
      after: { extension: 'docx', fileName: 'report.pdf', sha256: expect.any(String) },
    });
    expect(log[3]).toMatchObject({ before: { extension: 'doc' }, after: null });
  });
});
