import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ORDER_FILE_MAX_BYTES,
  STAFF_ORDER_MESSAGES,
  type StaffOrderServices,
} from '../../contracts/staff/orders';
import type { StaffActor } from '../../contracts/staff/roles';
import { moveOrderById } from '../../core/orders/move-order';
import { staffOrderServices } from '../../core/orders/staff/orders-services';
import type { FileStorage } from '../../core/storage/file-storage';
import { queryRows } from '../../db/query-rows';
import { databaseKinds } from '../helpers/databases';
import { refusal } from '../helpers/refusal';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { UPLOAD_STRUCTURE_MESSAGES } from '../../contracts/staff/upload-messages';
import {
  docxFile,
  docxWithoutContentTypes,
  pdfFile,
  pdfHtmlPolyglot,
  pngFile,
  truncatedPdf,
  xlsxFile,
  zipFile,
} from './staff-content-files';
import {
  auditOf,
  orderServices,
  outboxOf,
  placeOrder,
  staffActor,
  type PlacedOrder,
} from './staff-orders-fixtures';

const kinds = await databaseKinds();

interface FileRow {
  id: number;
  kind: string;
  storage_key: string;
  file_name: string;
  content_type: string;
  size: number;
  sha256: string;
  uploaded_by: string;
  removed_at: Date | null;
  replaced_by_id: number | null;
}

describe.each(kinds)('report files of orders on %s', (kind) => {
  let t: TestApp;
  let orders: StaffOrderServices;
  let anna: StaffActor;

  beforeAll(async () => {
    t = await createTestApp(kind);
    orders = orderServices(t);
    anna = await staffActor(t, 'Анна Аналитикова');
  });
  afterAll(async () => {
    await t?.close();
  });

  const filesOf = (orderId: number) =>
    queryRows<FileRow>(
      t.database.db,
      `select * from order_files where order_id = ${orderId} order by id`,
    );
  const inWork = async () => {
    const order = await placeOrder(t);
    await orders.take(anna, order.number);
    return order;
  };
  const upload = (
    order: PlacedOrder,
    fileKind: 'report' | 'appendix',
    fileName: string,
    data: Buffer,
  ) => orders.uploadFile(anna, order.number, fileKind, { fileName, data });
  const download = async (order: PlacedOrder, fileId: number) => {
    const file = await orders.openFile(anna, order.number, fileId);
    return file ? Buffer.from(await new Response(file.body as BodyInit).arrayBuffer()) : null;
  };

  it('stores a PDF report under orders/{id}/{uuid}.pdf with its size and SHA-256, audited', async () => {
    const order = await inWork();
    const data = pdfFile('отчёт');
    const { fileId, markedReady } = await upload(
      order,
      'report',
      'C:\\Отчёты\\Отчёт Zwielicht.pdf',
      data,
    );
    expect(markedReady).toBe(false);
    const [row] = await filesOf(order.id);
    expect(row).toMatchObject({
      id: fileId,
      kind: 'report',
      file_name: 'Отчёт Zwielicht.pdf',
      content_type: 'application/pdf',
      size: data.length,
      sha256: createHash('sha256').update(data).digest('hex'),
      uploaded_by: `Анна Аналитикова <${anna.email}>`,
      removed_at: null,
    });
    expect(row?.storage_key).toMatch(new RegExp(`^orders/${order.id}/[0-9a-f-]{36}\\.pdf$`));
    expect(await t.storage.getBuffer(row!.storage_key)).toEqual(data);
    expect(await download(order, fileId)).toEqual(data);
    const [audit] = await auditOf(t, 'order_file', fileId);
    expect(audit).toMatchObject({
      action: 'order_file.upload',
      staff_email: anna.email,
      before: null,
      after: { id: fileId, orderNumber: order.number, kind: 'report', size: data.length },
    });
    expect(audit?.summary).toMatch(
      /^Заказ \d{4}-\d{6}: загружен отчёт «Отчёт Zwielicht\.pdf» \(PDF, 1 КБ\)$/,
    );
  });

  it('judges a file by its bytes: a PNG named .pdf, an empty file and a bare ZIP are refused', async () => {
    const order = await inWork();
    expect(await refusal(upload(order, 'report', 'отчёт.pdf', pngFile()))).toEqual({
      status: 422,
      message: STAFF_ORDER_MESSAGES.reportType,
    });
    expect(await refusal(upload(order, 'report', 'отчёт.pdf', Buffer.alloc(0)))).toEqual({
      status: 400,
      message: STAFF_ORDER_MESSAGES.fileEmpty,
    });
    expect(
      await refusal(upload(order, 'appendix', 'архив.docx', zipFile({ 'a.txt': 'x' }))),
    ).toEqual({
      status: 422,
      message: STAFF_ORDER_MESSAGES.appendixType,
    });
    // The report itself must be a PDF, whatever Word file it is.
    expect(await refusal(upload(order, 'report', 'отчёт.docx', docxFile()))).toEqual({
      status: 422,
      message: STAFF_ORDER_MESSAGES.reportType,
    });
    expect(await filesOf(order.id)).toEqual([]);
    const audited = await queryRows(
      t.database.db,
      `select id from audit_log where object_type = 'order_file' and after->>'orderNumber' = '${order.number}'`,
    );
    expect(audited).toEqual([]);
  });

  it('refuses PDF/HTML polyglots, cut PDFs and Office files without [Content_Types].xml, keeping the stored report', async () => {
    const order = await inWork();
    const { fileId } = await upload(order, 'report', 'отчёт.pdf', pdfFile('первый'));
    const cases: ['report' | 'appendix', string, Buffer, string][] = [
      ['report', 'page.pdf', pdfHtmlPolyglot(), UPLOAD_STRUCTURE_MESSAGES.pdfWithHtml],
      ['report', 'cut.pdf', truncatedPdf(), UPLOAD_STRUCTURE_MESSAGES.pdfBroken],
      ['appendix', 'bare.docx', docxWithoutContentTypes(), UPLOAD_STRUCTURE_MESSAGES.officeBroken],
    ];
    for (const [fileKind, fileName, data, message] of cases) {
      expect(await refusal(upload(order, fileKind, fileName, data)), fileName).toEqual({
        status: 422,
        message,
      });
      expect(
        await refusal(orders.replaceFile(anna, order.number, fileId, { fileName, data })),
        fileName,
      ).toMatchObject({ status: 422 });
    }
    const rows = await filesOf(order.id);
    expect(rows.map((r) => [r.id, r.removed_at])).toEqual([[fileId, null]]);
    expect(await download(order, fileId)).toEqual(pdfFile('первый'));
  });

  it('strips bidi overrides and other format characters from the stored name', async () => {
    const order = await inWork();
    const name = 'C:\\tmp\\\u202eотчёт\u2066 для\u200f клиента\u202c\u200b.pdf';
    await upload(order, 'report', name, pdfFile());
    const [row] = await filesOf(order.id);
    expect(row?.file_name).toBe('отчёт для клиента.pdf');
  });

  it('refuses a file over 25 MB with a Russian message and stores nothing', async () => {
    const order = await inWork();
    const big = Buffer.alloc(ORDER_FILE_MAX_BYTES + 1, 0x20);
    pdfFile().copy(big);
    expect(await refusal(upload(order, 'report', 'большой.pdf', big))).toEqual({
      status: 400,
      message: STAFF_ORDER_MESSAGES.fileTooLarge,
    });
    expect(STAFF_ORDER_MESSAGES.fileTooLarge).toContain('25 МБ');
    expect(await filesOf(order.id)).toEqual([]);
  });

  it('accepts DOCX and XLSX appendices by content, named by what they are', async () => {
    const order = await inWork();
    const word = await upload(order, 'appendix', 'Выписка из реестра.docx', docxFile());
    const excel = await upload(order, 'appendix', 'Баланс', xlsxFile());
    // A PDF named .docx downloads as what it is.
    const pdf = await upload(order, 'appendix', 'Устав.docx', pdfFile('устав'));
    const rows = await filesOf(order.id);
    expect(rows.map((r) => [r.id, r.kind, r.file_name, r.content_type])).toEqual([
      [
        word.fileId,
        'appendix',
        'Выписка из реестра.docx',
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      ],
      [
        excel.fileId,
        'appendix',
        'Баланс.xlsx',
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      ],
      [pdf.fileId, 'appendix', 'Устав.pdf', 'application/pdf'],
    ]);
    expect(rows[0]?.storage_key).toMatch(/\.docx$/);
    const file = await orders.openFile(anna, order.number, word.fileId);
    expect(file).toMatchObject({
      fileName: 'Выписка из реестра.docx',
      asciiFileName: `order-${order.number}-${word.fileId}.docx`,
      size: docxFile().length,
    });
  });

  it('keeps one report: a second upload is refused, a replacement keeps the old row', async () => {
    const order = await inWork();
    const first = await upload(order, 'report', 'v1.pdf', pdfFile('v1'));
    expect(await refusal(upload(order, 'report', 'v2.pdf', pdfFile('v2')))).toEqual({
      status: 409,
      message: STAFF_ORDER_MESSAGES.reportExists,
    });
    expect(
      await refusal(
        orders.replaceFile(anna, order.number, first.fileId, {
          fileName: 'v2.png',
          data: pngFile(),
        }),
      ),
    ).toEqual({ status: 422, message: STAFF_ORDER_MESSAGES.reportType });
    const second = await orders.replaceFile(anna, order.number, first.fileId, {
      fileName: 'v2.pdf',
      data: pdfFile('v2'),
    });
    const rows = await filesOf(order.id);
    expect(rows.map((r) => [r.id, r.file_name, r.removed_at !== null, r.replaced_by_id])).toEqual([
      [first.fileId, 'v1.pdf', true, second.fileId],
      [second.fileId, 'v2.pdf', false, null],
    ]);
    // The earlier version stays downloadable for staff.
    expect(await download(order, first.fileId)).toEqual(pdfFile('v1'));
    const [audit] = await auditOf(t, 'order_file', second.fileId);
    expect(audit).toMatchObject({
      action: 'order_file.replace',
      before: { id: first.fileId, fileName: 'v1.pdf', removedAt: null },
      after: {
        id: second.fileId,
        fileName: 'v2.pdf',
        replaced: { id: first.fileId, replacedById: second.fileId },
      },
    });
    expect(
      await refusal(
        orders.replaceFile(anna, order.number, first.fileId, {
          fileName: 'v3.pdf',
          data: pdfFile(),
        }),
      ),
    ).toEqual({ status: 409, message: STAFF_ORDER_MESSAGES.fileAlreadyRemoved });
    // The order is ready with the replacement as its report.
    await orders.markReady(anna, order.number);
    const detail = await orders.get(anna, order.number);
    expect(detail?.files.map((f) => [f.id, f.removedAt === null])).toEqual([
      [second.fileId, true],
      [first.fileId, false],
    ]);
  });

  it('removes files before payment, except the report of a ready order; never after payment', async () => {
    const order = await inWork();
    const report = await upload(order, 'report', 'отчёт.pdf', pdfFile());
    const appendix = await upload(order, 'appendix', 'лишнее.pdf', pdfFile('лишнее'));
    await orders.removeFile(anna, order.number, appendix.fileId);
    const removed = (await filesOf(order.id)).find((r) => r.id === appendix.fileId);
    expect(removed?.removed_at).not.toBeNull();
    expect(removed?.replaced_by_id).toBeNull();
    expect((await auditOf(t, 'order_file', appendix.fileId)).at(-1)).toMatchObject({
      action: 'order_file.remove',
      before: { removedAt: null },
      after: { id: appendix.fileId },
    });
    expect(await refusal(orders.removeFile(anna, order.number, appendix.fileId))).toEqual({
      status: 409,
      message: STAFF_ORDER_MESSAGES.fileAlreadyRemoved,
    });
    await orders.markReady(anna, order.number);
    expect(await refusal(orders.removeFile(anna, order.number, report.fileId))).toEqual({
      status: 409,
      message: STAFF_ORDER_MESSAGES.removeReadyReport,
    });
    const late = await upload(order, 'appendix', 'дополнение.pdf', pdfFile('доп'));
    await moveOrderById(t.database.db, order.id, 'paid', {
      actor: 'system',
      paymentMethod: 'online',
    });
    expect(await refusal(orders.removeFile(anna, order.number, late.fileId))).toEqual({
      status: 409,
      message: STAFF_ORDER_MESSAGES.removeAfterPaid,
    });
    // A corrected version may still go to a customer who paid.
    await orders.replaceFile(anna, order.number, report.fileId, {
      fileName: 'исправленный.pdf',
      data: pdfFile('v2'),
    });
    expect(await refusal(orders.removeFile(anna, order.number, 999_999))).toEqual({
      status: 404,
      message: STAFF_ORDER_MESSAGES.fileNotFound,
    });
  });

  it('uploads the report and marks the order ready in one step, with the e-mail', async () => {
    const order = await inWork();
    const result = await orders.uploadFile(
      anna,
      order.number,
      'report',
      { fileName: 'Отчёт.pdf', data: pdfFile() },
      { markReady: true, expected: 'in_progress' },
    );
    expect(result.markedReady).toBe(true);
    expect((await orders.get(anna, order.number))?.status).toBe('ready');
    expect((await outboxOf(t, order.id)).map((m) => m.kind)).toContain('order-ready');
    expect((await auditOf(t, 'order', order.number)).map((a) => a.action)).toEqual([
      'order.take',
      'order.ready',
    ]);
  });

  it('refuses files for a cancelled order, and a ready-at-upload on a new order saves nothing', async () => {
    const fresh = await placeOrder(t);
    expect(
      await refusal(
        orders.uploadFile(
          anna,
          fresh.number,
          'report',
          { fileName: 'a.pdf', data: pdfFile() },
          { markReady: true },
        ),
      ),
    ).toEqual({
      status: 409,
      message: 'Нельзя перевести заказ из статуса «Принят» в «Готов к оплате»',
    });
    expect(await filesOf(fresh.id)).toEqual([]);
    await orders.cancel(anna, fresh.number, { reasonCode: 'duplicate', reason: '' });
    expect(await refusal(upload(fresh, 'appendix', 'a.pdf', pdfFile()))).toEqual({
      status: 409,
      message: STAFF_ORDER_MESSAGES.filesClosed('Отменён'),
    });
  });

  it('rolls the file row and its audit entry back when the storage fails to write', async () => {
    const order = await inWork();
    const failing: FileStorage = {
      ...t.storage,
      put: () => Promise.reject(new Error('disk full')),
    };
    const broken = staffOrderServices({
      db: t.database.db,
      config: t.config,
      mail: t.mail,
      storage: failing,
    });
    await expect(
      broken.uploadFile(
        anna,
        order.number,
        'report',
        { fileName: 'a.pdf', data: pdfFile() },
        { markReady: true },
      ),
    ).rejects.toThrow('disk full');
    expect(await filesOf(order.id)).toEqual([]);
    expect((await orders.get(anna, order.number))?.status).toBe('in_progress');
    expect((await outboxOf(t, order.id)).map((m) => m.kind)).not.toContain('order-ready');
  });

  it('opens a file only through its own order', async () => {
    const order = await inWork();
    const other = await placeOrder(t);
    const { fileId } = await upload(order, 'report', 'a.pdf', pdfFile());
    expect(await orders.openFile(anna, other.number, fileId)).toBeNull();
    expect(await orders.openFile(anna, order.number, Number.NaN)).toBeNull();
    expect(await orders.openFile(anna, '../etc', fileId)).toBeNull();
  });
});
