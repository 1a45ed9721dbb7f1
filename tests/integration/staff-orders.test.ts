import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ORDER_NO_CHARGE_TEXT,
  REFUND_GUARANTEE_TEXT,
  STAFF_ORDER_MESSAGES,
  type StaffOrderServices,
} from '../../contracts/staff/orders';
import type { StaffActor } from '../../contracts/staff/roles';
import { moveOrderById } from '../../core/orders/move-order';
import { createServices } from '../../core/services';
import { queryRows } from '../../db/query-rows';
import { pdfFile } from './staff-content-files';
import { databaseKinds } from '../helpers/databases';
import { refusal } from '../helpers/refusal';
import { createTestApp, type TestApp } from '../helpers/test-app';
import {
  auditOf,
  orderServices,
  outboxOf,
  placeOrder,
  staffActor,
  type PlacedOrder,
} from './staff-orders-fixtures';

const kinds = await databaseKinds();
const BASE_URL = 'https://inocheck.example';

describe.each(kinds)('staff order moves and their e-mails on %s', (kind) => {
  let t: TestApp;
  let orders: StaffOrderServices;
  let anna: StaffActor;
  let boris: StaffActor;

  beforeAll(async () => {
    t = await createTestApp(kind, { PUBLIC_BASE_URL: BASE_URL });
    orders = orderServices(t);
    anna = await staffActor(t, 'Анна Аналитикова');
    boris = await staffActor(t, 'Борис Бухгалтеров', 'admin');
  });
  afterAll(async () => {
    await t?.close();
  });

  const statusOf = async (id: number) =>
    (
      await queryRows<{ status: string }>(
        t.database.db,
        `select status from orders where id = ${id}`,
      )
    )[0]?.status;
  const historyOf = (id: number) =>
    queryRows<{ from_status: string | null; to_status: string; actor: string; note: string }>(
      t.database.db,
      `select from_status, to_status, actor, note from order_status_history where order_id = ${id} order by id`,
    );
  const statusLink = (order: PlacedOrder) =>
    `${BASE_URL}/orders/${order.number}?token=${encodeURIComponent(order.token)}`;
  const uploadReport = (order: PlacedOrder, actor = anna) =>
    orders.uploadFile(actor, order.number, 'report', {
      fileName: `Отчёт ${order.number}.pdf`,
      data: pdfFile(order.number),
    });

  it('takes a new order into work: assignee, history, audit and an e-mail in one go', async () => {
    const order = await placeOrder(t);
    await orders.take(anna, order.number, 'new');

    expect(await statusOf(order.id)).toBe('in_progress');
    const [assignee] = await queryRows<{ assignee_id: number }>(
      t.database.db,
      `select assignee_id from orders where id = ${order.id}`,
    );
    expect(assignee?.assignee_id).toBe(anna.id);
    expect((await historyOf(order.id)).at(-1)).toEqual({
      from_status: 'new',
      to_status: 'in_progress',
      actor: `Анна Аналитикова <${anna.email}>`,
      note: '',
    });
    const [audit] = await auditOf(t, 'order', order.number);
    expect(audit).toMatchObject({
      action: 'order.take',
      staff_email: anna.email,
      summary: `Заказ ${order.number}: взят в работу`,
      before: { status: 'new', assigneeId: null },
      after: { status: 'in_progress', assigneeId: anna.id },
    });
    const mail = await outboxOf(t, order.id);
    const taken = mail.find((m) => m.kind === 'order-taken');
    expect(taken).toMatchObject({ to: order.email, order_id: order.id });
    expect(taken?.subject).toBe(`Заказ № ${order.number} взят в работу — ИноПроверка`);
    expect(taken?.text).toContain('Ориентировочная дата готовности');
    expect(taken?.text).toContain(statusLink(order));
    expect(taken?.html).toContain(statusLink(order).replace(/&/g, '&amp;'));
  });

  it('tells the second taker who already took the order (409), and changes nothing', async () => {
    const order = await placeOrder(t);
    await orders.take(anna, order.number, 'new');
    expect(await refusal(orders.take(boris, order.number, 'new'))).toEqual({
      status: 409,
      message: STAFF_ORDER_MESSAGES.alreadyTaken('Анна Аналитикова'),
    });
    expect((await historyOf(order.id)).filter((h) => h.to_status === 'in_progress')).toHaveLength(
      1,
    );
    expect((await outboxOf(t, order.id)).filter((m) => m.kind === 'order-taken')).toHaveLength(1);
  });

  it('lets exactly one of two staff members taking the same order at once win', async () => {
    const order = await placeOrder(t);
    const results = await Promise.allSettled([
      orders.take(anna, order.number, 'new'),
      orders.take(boris, order.number, 'new'),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const [lost] = results.filter((r) => r.status === 'rejected');
    expect(lost?.reason).toMatchObject({ statusCode: 409 });
    expect((lost?.reason as Error).message).toMatch(/^Заказ уже взят в работу: /);
    expect((await historyOf(order.id)).filter((h) => h.to_status === 'in_progress')).toHaveLength(
      1,
    );
    expect((await outboxOf(t, order.id)).filter((m) => m.kind === 'order-taken')).toHaveLength(1);
    expect((await auditOf(t, 'order', order.number)).map((a) => a.action)).toEqual(['order.take']);
  });

  it('refuses a move from a page that shows an older status', async () => {
    const order = await placeOrder(t);
    await orders.take(anna, order.number);
    await uploadReport(order);
    expect(
      await refusal(
        orders.cancel(boris, order.number, { reasonCode: 'duplicate', reason: '' }, 'new'),
      ),
    ).toEqual({ status: 409, message: STAFF_ORDER_MESSAGES.staleStatus('В работе') });
    expect(await statusOf(order.id)).toBe('in_progress');
  });

  it('refuses moves the order-status table does not allow, with a Russian 409', async () => {
    const order = await placeOrder(t);
    expect(await refusal(orders.markReady(anna, order.number))).toEqual({
      status: 409,
      message: 'Нельзя перевести заказ из статуса «Принят» в «Готов к оплате»',
    });
    await orders.take(anna, order.number);
    await uploadReport(order);
    await orders.markReady(anna, order.number);
    expect(await refusal(orders.take(anna, order.number))).toEqual({
      status: 409,
      message: 'Нельзя перевести заказ из статуса «Готов к оплате» в «В работе»',
    });
    expect(await refusal(orders.markReady(anna, order.number, 'in_progress'))).toEqual({
      status: 409,
      message: STAFF_ORDER_MESSAGES.alreadyReady,
    });
    await moveOrderById(t.database.db, order.id, 'paid', {
      actor: 'system',
      paymentMethod: 'online',
    });
    expect(
      await refusal(
        orders.cancel(anna, order.number, { reasonCode: 'customer_request', reason: '' }),
      ),
    ).toEqual({ status: 409, message: 'Нельзя перевести заказ из статуса «Оплачен» в «Отменён»' });
    expect(await refusal(orders.take(anna, '2026-999999'))).toEqual({
      status: 404,
      message: STAFF_ORDER_MESSAGES.notFound,
    });
  });

  it('refuses «Отчёт готов» without a report file: no status change, no e-mail, no audit', async () => {
    const order = await placeOrder(t);
    await orders.take(anna, order.number);
    await orders.uploadFile(anna, order.number, 'appendix', {
      fileName: 'Выписка.pdf',
      data: pdfFile('выписка'),
    });
    expect(await refusal(orders.markReady(anna, order.number, 'in_progress'))).toEqual({
      status: 409,
      message: STAFF_ORDER_MESSAGES.noReport,
    });
    expect(await statusOf(order.id)).toBe('in_progress');
    expect((await outboxOf(t, order.id)).map((m) => m.kind)).not.toContain('order-ready');
    expect((await auditOf(t, 'order', order.number)).map((a) => a.action)).toEqual(['order.take']);
  });

  it('marks an order ready once its report is uploaded and e-mails the status link', async () => {
    const order = await placeOrder(t);
    await orders.take(anna, order.number);
    const { fileId } = await uploadReport(order);
    await orders.markReady(anna, order.number, 'in_progress');

    expect(await statusOf(order.id)).toBe('ready');
    expect((await historyOf(order.id)).at(-1)).toMatchObject({
      from_status: 'in_progress',
      to_status: 'ready',
      note: `Отчёт: Отчёт ${order.number}.pdf`,
    });
    const audit = (await auditOf(t, 'order', order.number)).at(-1);
    expect(audit).toMatchObject({
      action: 'order.ready',
      before: { status: 'in_progress' },
      after: { status: 'ready', reportFileIds: [fileId] },
    });
    const ready = (await outboxOf(t, order.id)).find((m) => m.kind === 'order-ready');
    expect(ready?.to).toBe(order.email);
    expect(ready?.subject).toBe(`Отчёт по заказу № ${order.number} готов — ИноПроверка`);
    expect(ready?.text).toContain(
      'Отчёт о компании «Zwielicht Feinmechanik GmbH» (Германия) готов.',
    );
    expect(ready?.text).toContain('станет доступен для скачивания на странице заказа после оплаты');
    expect(ready?.text).toContain(statusLink(order));
    // The e-mail links to the page, never to the file.
    expect(ready?.text).not.toContain('/files/');

    const view = await createServices(t.database.db, t.config, t).orders.getView(
      order.number,
      order.token,
    );
    expect(view?.status).toBe('ready');
    expect(view?.report.exists).toBe(true);
    expect(Date.parse(view?.report.readyAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
  });

  it('cancels with «Компания не найдена в реестре»: no charge and the guarantee in the e-mail', async () => {
    const order = await placeOrder(t, { companyName: 'Nirgendwo Handels GmbH' });
    await orders.take(anna, order.number);
    await orders.cancel(
      anna,
      order.number,
      {
        reasonCode: 'company_not_found',
        reason: 'В Handelsregister нет ни названия, ни HRB 770011.',
      },
      'in_progress',
    );
    expect(await statusOf(order.id)).toBe('cancelled');
    const [row] = await queryRows<{ cancel_reason_code: string; cancel_reason: string }>(
      t.database.db,
      `select cancel_reason_code, cancel_reason from orders where id = ${order.id}`,
    );
    expect(row).toEqual({
      cancel_reason_code: 'company_not_found',
      cancel_reason: 'В Handelsregister нет ни названия, ни HRB 770011.',
    });
    expect((await historyOf(order.id)).at(-1)).toMatchObject({
      to_status: 'cancelled',
      note: 'Компания не найдена в реестре: В Handelsregister нет ни названия, ни HRB 770011.',
    });
    const mail = (await outboxOf(t, order.id)).find((m) => m.kind === 'order-cancelled');
    expect(mail?.subject).toBe(`Заказ № ${order.number} отменён — ИноПроверка`);
    expect(mail?.text).toContain('Мы не нашли компанию в официальном реестре страны');
    expect(mail?.text).toContain('Комментарий специалиста: В Handelsregister нет ни названия');
    expect(mail?.text).toContain(ORDER_NO_CHARGE_TEXT);
    expect(mail?.text).toContain(REFUND_GUARANTEE_TEXT);
    expect(mail?.text).toContain('100 %');
    expect(mail?.text).toContain(statusLink(order));
    expect((await auditOf(t, 'order', order.number)).at(-1)).toMatchObject({
      action: 'order.cancel',
      before: { status: 'in_progress' },
      after: { status: 'cancelled', cancelReasonCode: 'company_not_found' },
    });
    const view = await createServices(t.database.db, t.config, t).orders.getView(
      order.number,
      order.token,
    );
    expect(view?.cancellation).toEqual({
      code: 'company_not_found',
      reason: 'В Handelsregister нет ни названия, ни HRB 770011.',
    });
    expect(
      await refusal(orders.cancel(boris, order.number, { reasonCode: 'duplicate', reason: '' })),
    ).toEqual({ status: 409, message: STAFF_ORDER_MESSAGES.alreadyCancelled });
  });

  it('cancels a new order for another reason with the words staff wrote; asks for them', async () => {
    const order = await placeOrder(t);
    expect(
      await refusal(orders.cancel(anna, order.number, { reasonCode: 'other', reason: '  ' })),
    ).toEqual({ status: 400, message: 'Опишите причину: клиент прочитает её в письме' });
    await orders.cancel(anna, order.number, {
      reasonCode: 'other',
      reason: 'Клиент попросил отчёт на другую компанию группы.',
    });
    const mail = (await outboxOf(t, order.id)).find((m) => m.kind === 'order-cancelled');
    expect(mail?.text).toContain('Причина: Клиент попросил отчёт на другую компанию группы.');
    expect(mail?.text).toContain(ORDER_NO_CHARGE_TEXT);
    expect(mail?.text).not.toContain(REFUND_GUARANTEE_TEXT);
  });

  it('adds staff notes, audited, and refuses an empty one', async () => {
    const order = await placeOrder(t);
    await orders.addNote(anna, order.number, { text: 'Позвонить клиенту\r\nпро ИНН' });
    expect(await refusal(orders.addNote(anna, order.number, { text: '   ' }))).toEqual({
      status: 400,
      message: 'Напишите текст заметки',
    });
    const detail = await orders.get(anna, order.number);
    expect(detail?.notes).toEqual([
      expect.objectContaining({
        author: `Анна Аналитикова <${anna.email}>`,
        text: 'Позвонить клиенту\nпро ИНН',
      }),
    ]);
    expect((await auditOf(t, 'order', order.number)).at(-1)).toMatchObject({
      action: 'order.note',
      before: null,
      after: { text: 'Позвонить клиенту\nпро ИНН' },
    });
  });

  it('shows everything of an order on its page: snapshot, customer, history, e-mails, files', async () => {
    const order = await placeOrder(t, { organisation: 'ООО «Вектор»', inn: '7707083893' });
    await orders.take(boris, order.number);
    await uploadReport(order, boris);
    await orders.markReady(boris, order.number);
    const detail = await orders.get(anna, order.number);
    expect(detail).toMatchObject({
      number: order.number,
      status: 'ready',
      country: { code: 'DE', name: 'Германия' },
      company: { name: 'Zwielicht Feinmechanik GmbH', regCode: 'HRB 770011', isManual: true },
      customer: {
        name: 'Анна Петрова',
        email: order.email,
        phone: '8-999-123-45-67',
        organisation: 'ООО «Вектор»',
        inn: '7707083893',
      },
      comment: 'Нужны сведения о директорах',
      language: 'ru',
      assignee: { name: 'Борис Бухгалтеров', email: boris.email },
      cancellation: null,
      statusPath: `/orders/${order.number}?token=${encodeURIComponent(order.token)}`,
    });
    expect(detail?.history.map((h) => [h.from, h.to, h.actor])).toEqual([
      [null, 'new', 'customer'],
      ['new', 'in_progress', `Борис Бухгалтеров <${boris.email}>`],
      ['in_progress', 'ready', `Борис Бухгалтеров <${boris.email}>`],
    ]);
    // Newest first: the ready notice, the work notice, then the two e-mails of the new order.
    expect(detail?.mail.map((m) => m.kind)).toEqual([
      'order-ready',
      'order-taken',
      'order-created-staff',
      'order-created',
    ]);
    expect(detail?.mail[0]).toMatchObject({ to: order.email, status: 'held' });
    expect(detail?.files).toEqual([
      expect.objectContaining({
        kind: 'report',
        fileName: `Отчёт ${order.number}.pdf`,
        removedAt: null,
      }),
    ]);
    expect(await orders.get(anna, '2026-999999')).toBeNull();
    expect(await orders.get(anna, "' or 1=1 --")).toBeNull();
  });
});
