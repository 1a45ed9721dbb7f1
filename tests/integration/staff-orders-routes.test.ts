import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppServices } from '../../contracts/app-services';
import type { RequestContext } from '../../contracts/request-context';
import type { StaffMember } from '../../contracts/staff/roles';
import {
  ORDER_FILE_MAX_BYTES,
  STAFF_ORDER_MESSAGES,
  STAFF_ORDER_MESSAGES_WITHOUT_MAIL,
} from '../../contracts/staff/orders';
import * as fileRoute from '../../app/routes/admin/orders/file';
import * as orderPage from '../../app/routes/admin/orders/order';
import * as queuePage from '../../app/routes/admin/orders/queue';
import type { OrderActionData } from '../../app/components/staff/orders/order-action-data';
import { createServices } from '../../core/services';
import { staffRouteContext, unwrapRouteResult } from '../helpers/staff-route';
import { databaseKinds } from '../helpers/databases';
import { createTestStaff } from '../helpers/staff';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { pdfFile, pngFile } from './staff-content-files';
import { placeOrder } from './staff-orders-fixtures';

const kinds = await databaseKinds();
const BASE = 'http://localhost/admin1515/company_reports';

const unwrap = unwrapRouteResult;

/** What a thrown answer carries: a Response's status, or `data(…, { status })`'s. */
async function thrown(
  work: Promise<unknown>,
): Promise<{ status: number; location?: string | null }> {
  try {
    await work;
  } catch (error) {
    if (error instanceof Response) {
      return { status: error.status, location: error.headers.get('location') };
    }
    return { status: unwrap(error).status };
  }
  throw new Error('expected the route to throw');
}

describe.each(kinds)('order pages (route loaders and actions) on %s', (kind) => {
  let t: TestApp;
  let services: AppServices;
  let manager: StaffMember;

  beforeAll(async () => {
    t = await createTestApp(kind);
    services = createServices(t.database.db, t.config, t);
    manager = {
      ...(await createTestStaff(t.database, 'manager', { name: 'Мария Менеджерова' })),
      name: 'Мария Менеджерова',
    };
  });
  afterAll(async () => {
    await t?.close();
  });

  const context = (staff: StaffMember | null = manager): RequestContext =>
    staffRouteContext(services, staff);
  type ActionArgs = Parameters<typeof orderPage.action>[0];
  type LoaderArgs = Parameters<typeof orderPage.loader>[0];
  const post = async (number: string, init: RequestInit) =>
    unwrap<OrderActionData>(
      await orderPage.action({
        request: new Request(`${BASE}/${number}`, { method: 'POST', ...init }),
        context: context(),
        params: { number },
      } as unknown as ActionArgs),
    );
  const form = (fields: Record<string, string>, file?: { name: string; data: Buffer }) => {
    const body = new FormData();
    for (const [k, v] of Object.entries(fields)) body.append(k, v);
    if (file)
      body.append('file', new File([new Uint8Array(file.data)], file.name, { type: 'image/png' }));
    return { body };
  };
  const statusOf = async (number: string) =>
    (await services.staff.orders.get({ ...manager, ip: '', requestId: '' }, number))?.status;

  it('takes an order, then answers a second take with 409 and a Russian message', async () => {
    const order = await placeOrder(t);
    const taken = await post(order.number, form({ intent: 'take', status: 'new' }));
    expect(taken).toEqual({
      status: 200,
      body: { intent: 'take', ok: true, message: STAFF_ORDER_MESSAGES_WITHOUT_MAIL.taken },
    });
    const again = await post(order.number, form({ intent: 'take', status: 'new' }));
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      ok: false,
      message: STAFF_ORDER_MESSAGES.alreadyTaken('Мария Менеджерова'),
    });
  });

  it('uploads the report as a multipart form and marks the order ready in one submit', async () => {
    const order = await placeOrder(t);
    await post(order.number, form({ intent: 'take' }));
    // The browser's type says PNG: the server goes by the bytes.
    const done = await post(
      order.number,
      form(
        { intent: 'upload-ready', kind: 'report', status: 'in_progress' },
        { name: 'Отчёт.pdf', data: pdfFile() },
      ),
    );
    expect(done.body).toMatchObject({
      ok: true,
      message: STAFF_ORDER_MESSAGES_WITHOUT_MAIL.uploadedAndReady,
    });
    expect(await statusOf(order.number)).toBe('ready');
  });

  it('refuses a PNG named .pdf (422), a missing file and a missing kind (400)', async () => {
    const order = await placeOrder(t);
    const png = await post(
      order.number,
      form({ intent: 'upload', kind: 'report' }, { name: 'отчёт.pdf', data: pngFile() }),
    );
    expect(png).toEqual({
      status: 422,
      body: { intent: 'upload', ok: false, message: STAFF_ORDER_MESSAGES.reportType },
    });
    const none = await post(order.number, form({ intent: 'upload', kind: 'report' }));
    expect(none.status).toBe(400);
    expect(none.body.errors).toEqual({ file: STAFF_ORDER_MESSAGES.fileMissing });
    const noKind = await post(
      order.number,
      form({ intent: 'upload' }, { name: 'a.pdf', data: pdfFile() }),
    );
    expect(noKind.status).toBe(400);
    expect(noKind.body.errors?.kind).toBe('Выберите, что это за файл: отчёт или приложение');
  });

  it('refuses an oversized upload by its Content-Length without reading the body', async () => {
    const order = await placeOrder(t);
    let isRead = false;
    // No buffering ahead: `pull` runs only when someone reads.
    const body = new ReadableStream<Uint8Array>(
      {
        pull() {
          isRead = true;
        },
      },
      { highWaterMark: 0 },
    );
    const answer = await post(order.number, {
      body,
      headers: {
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(ORDER_FILE_MAX_BYTES + 1024 * 1024),
      },
      duplex: 'half',
    } as RequestInit);
    expect(answer).toEqual({
      status: 413,
      body: { intent: null, ok: false, message: STAFF_ORDER_MESSAGES.formTooLarge },
    });
    expect(isRead).toBe(false);
  });

  it('stops reading a body that grows past the limit without a Content-Length', async () => {
    const order = await placeOrder(t);
    const chunk = new Uint8Array(1024 * 1024).fill(0x41);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += chunk.length;
        if (sent > ORDER_FILE_MAX_BYTES + 4 * 1024 * 1024) controller.close();
        else controller.enqueue(chunk);
      },
    });
    const answer = await post(order.number, {
      body,
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      duplex: 'half',
    } as RequestInit);
    expect(answer.status).toBe(413);
    expect(answer.body.message).toBe(STAFF_ORDER_MESSAGES.formTooLarge);
  });

  it('checks the cancel and note forms with the shared schemas', async () => {
    const order = await placeOrder(t);
    const cancel = await post(order.number, form({ intent: 'cancel', reasonCode: '', reason: '' }));
    expect(cancel.status).toBe(400);
    expect(cancel.body.errors).toEqual({ reasonCode: 'Выберите причину отмены' });
    const note = await post(order.number, form({ intent: 'note', text: ' ' }));
    expect(note.status).toBe(400);
    expect(note.body.errors).toEqual({ text: 'Напишите текст заметки' });
    const unknown = await post(order.number, form({ intent: 'delete-everything' }));
    expect(unknown).toEqual({
      status: 400,
      body: { intent: null, ok: false, message: STAFF_ORDER_MESSAGES.unknownIntent },
    });
    const cancelled = await post(
      order.number,
      form({ intent: 'cancel', status: 'new', reasonCode: 'company_not_found', reason: '' }),
    );
    expect(cancelled.body).toMatchObject({
      ok: true,
      message: STAFF_ORDER_MESSAGES_WITHOUT_MAIL.cancelled,
    });
  });

  it('downloads a file as an attachment with its Russian name, never sniffed or cached', async () => {
    const order = await placeOrder(t);
    await post(order.number, form({ intent: 'take' }));
    await post(
      order.number,
      form(
        { intent: 'upload', kind: 'report' },
        { name: 'Отчёт «Zwielicht».pdf', data: pdfFile() },
      ),
    );
    const detail = await services.staff.orders.get(
      { ...manager, ip: '', requestId: '' },
      order.number,
    );
    const fileId = detail!.files[0]!.id;
    const response = (await fileRoute.loader({
      request: new Request(`${BASE}/${order.number}/files/${fileId}`),
      context: context(),
      params: { number: order.number, fileId: String(fileId) },
    } as unknown as Parameters<typeof fileRoute.loader>[0])) as Response;
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="order-${order.number}-${fileId}.pdf"; filename*=UTF-8''${encodeURIComponent('Отчёт «Zwielicht».pdf')}`,
    );
    expect(Buffer.from(await response.arrayBuffer())).toEqual(pdfFile());
    const missing = fileRoute.loader({
      request: new Request(`${BASE}/${order.number}/files/999999`),
      context: context(),
      params: { number: order.number, fileId: '999999' },
    } as unknown as Parameters<typeof fileRoute.loader>[0]);
    expect(await thrown(missing)).toEqual({ status: 404, location: null });
  });

  it('loads the order page and the queue; an unknown order is a 404, a visitor goes to login', async () => {
    const order = await placeOrder(t, { companyName: 'Routen Test GmbH' });
    const loaded = await orderPage.loader({
      request: new Request(`${BASE}/${order.number}`),
      context: context(),
      params: { number: order.number },
    } as unknown as LoaderArgs);
    expect(loaded.order).toMatchObject({ number: order.number, status: 'new' });
    expect(
      await thrown(
        orderPage.loader({
          request: new Request(`${BASE}/2026-999999`),
          context: context(),
          params: { number: '2026-999999' },
        } as unknown as LoaderArgs),
      ),
    ).toEqual({ status: 404 });
    const queue = await queuePage.loader({
      request: new Request(`${BASE}?q=routen&status=new&country=de`),
      context: context(),
      params: {},
    } as unknown as Parameters<typeof queuePage.loader>[0]);
    expect(queue.page.rows.map((r) => r.number)).toEqual([order.number]);
    expect(queue.page.filter).toMatchObject({ q: 'routen', status: 'new', country: 'DE' });
    const anonymous = queuePage.loader({
      request: new Request(`${BASE}?status=new`),
      context: context(null),
      params: {},
    } as unknown as Parameters<typeof queuePage.loader>[0]);
    expect(await thrown(anonymous)).toEqual({
      status: 302,
      location: `/admin1515?next=${encodeURIComponent('/admin1515/company_reports?status=new')}`,
    });
  });
});
