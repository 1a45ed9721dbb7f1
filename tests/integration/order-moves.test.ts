import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppServices } from '../../contracts/app-services';
import {
  canTransition,
  ORDER_STATUSES,
  ORDER_TRANSITIONS,
  type OrderStatus,
} from '../../contracts/order-status';
import type { StaffActor } from '../../contracts/staff/roles';
import { DomainError } from '../../core/domain-error';
import { lockOrderById } from '../../core/orders/lock-order';
import type * as MoveOrderModule from '../../core/orders/move-order';
import { moveOrder, moveOrderById, refusedMoveMessage } from '../../core/orders/move-order';
import { createServices } from '../../core/services';
import { queryRows } from '../../db/query-rows';
import { databaseKinds } from '../helpers/databases';
import { placeReadyOrder } from '../helpers/ready-order';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { pdfFile } from './staff-content-files';
import { orderServices, staffActor } from './staff-orders-fixtures';

// The real moveOrder, watched: every use case below must reach the status through it.
vi.mock('../../core/orders/move-order', async (importOriginal) => {
  const actual = await importOriginal<typeof MoveOrderModule>();
  return { ...actual, moveOrder: vi.fn(actual.moveOrder) };
});

const kinds = await databaseKinds();

/** The moves that bring a new order to each status, along the table. */
const PATH_TO: Record<OrderStatus, OrderStatus[]> = {
  new: [],
  in_progress: ['in_progress'],
  ready: ['in_progress', 'ready'],
  paid: ['in_progress', 'ready', 'paid'],
  refunded: ['in_progress', 'ready', 'paid', 'refunded'],
  cancelled: ['cancelled'],
};

/** Thrown to roll a transaction back once an allowed move was checked inside it. */
class RolledBack extends Error {}

describe.each(kinds)('order moves on %s', (kind) => {
  let t: TestApp;
  let services: AppServices;
  let anna: StaffActor;

  const stateOf = async (id: number) => {
    const [row] = await queryRows<{ status: string; entries: number }>(
      t.database.db,
      `select status, (select count(*)::int from order_status_history h where h.order_id = o.id) as entries
       from orders o where o.id = ${id}`,
    );
    return row;
  };
  const historyOf = (id: number) =>
    queryRows<{ from_status: string | null; to_status: string; actor: string }>(
      t.database.db,
      `select from_status, to_status, actor from order_status_history where order_id = ${id} order by id`,
    );
  const movesMade = () =>
    vi.mocked(moveOrder).mock.calls.map(([, order, to]) => [order.status, to]);

  beforeAll(async () => {
    t = await createTestApp(kind);
    services = createServices(t.database.db, t.config, t);
    anna = await staffActor(t, 'Анна Аналитикова');
  });
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(() => {
    vi.mocked(moveOrder).mockClear();
  });

  it('allows exactly the moves of ORDER_TRANSITIONS and refuses the rest with 409, changing nothing', async () => {
    const orderIn = {} as Record<OrderStatus, number>;
    for (const status of ORDER_STATUSES) {
      const { id } = await placeReadyOrder(t, { status: 'new' });
      for (const to of PATH_TO[status]) {
        await moveOrderById(t.database.db, id, to, { actor: 'Тест', paymentMethod: 'invoice' });
      }
      orderIn[status] = id;
    }
    const allowed: string[] = [];
    for (const from of ORDER_STATUSES) {
      const id = orderIn[from];
      const before = await stateOf(id);
      expect(before?.status).toBe(from);
      for (const to of ORDER_STATUSES) {
        const attempt = t.database.db.transaction(async (tx) => {
          const order = await lockOrderById(tx, id, 'нет заказа');
          await moveOrder(tx, order, to, { actor: 'Тест', paymentMethod: 'invoice' });
          const [moved] = await queryRows<{ status: string; entries: number }>(
            tx,
            `select status, (select count(*)::int from order_status_history where order_id = ${id}) as entries
             from orders where id = ${id}`,
          );
          expect(moved).toEqual({ status: to, entries: before!.entries + 1 });
          throw new RolledBack();
        });
        if (canTransition(from, to)) {
          await expect(attempt).rejects.toBeInstanceOf(RolledBack);
          allowed.push(`${from}→${to}`);
        } else {
          const refused = await attempt.catch((error: unknown) => error);
          expect(refused).toBeInstanceOf(DomainError);
          expect(refused).toMatchObject({ statusCode: 409, message: refusedMoveMessage(from, to) });
        }
        expect(await stateOf(id)).toEqual(before);
      }
    }
    expect(allowed).toEqual(
      Object.entries(ORDER_TRANSITIONS).flatMap(([from, tos]) => tos.map((to) => `${from}→${to}`)),
    );
  });

  it('taking, marking ready, paying by invoice and refunding each go through moveOrder and its history', async () => {
    const order = await placeReadyOrder(t, {
      status: 'new',
      inn: '7707083893',
      organisation: 'ПАО Сбербанк',
    });
    const staffOrders = orderServices(t);
    await staffOrders.take(anna, order.number, 'new');
    await staffOrders.uploadFile(
      anna,
      order.number,
      'report',
      { fileName: 'Отчёт.pdf', data: pdfFile(order.number) },
      { markReady: true },
    );
    await services.payments.staff.markInvoicePaid(anna, order.number, {
      paidOn: '2026-11-24',
      paymentOrderNumber: '512',
    });
    await services.payments.staff.refund(anna, order.number, { reason: 'Данные не подтвердились' });

    expect(movesMade()).toEqual([
      ['new', 'in_progress'],
      ['in_progress', 'ready'],
      ['ready', 'paid'],
      ['paid', 'refunded'],
    ]);
    expect((await historyOf(order.id)).map((h) => [h.from_status, h.to_status])).toEqual([
      [null, 'new'],
      ['new', 'in_progress'],
      ['in_progress', 'ready'],
      ['ready', 'paid'],
      ['paid', 'refunded'],
    ]);
    const [row] = await queryRows<{ status: string; payment_method: string; paid: boolean }>(
      t.database.db,
      `select status, payment_method, paid_at is not null as paid from orders where id = ${order.id}`,
    );
    expect(row).toEqual({ status: 'refunded', payment_method: 'invoice', paid: true });
  });

  it('cancelling, by staff or by the customer, goes through moveOrder and its history', async () => {
    const byStaff = await placeReadyOrder(t, { status: 'new' });
    const byCustomer = await placeReadyOrder(t, { status: 'new' });
    await orderServices(t).cancel(anna, byStaff.number, { reasonCode: 'duplicate', reason: '' });
    await services.orders.cancelByCustomer(
      byCustomer.number,
      byCustomer.token,
      { expected: 'new', reason: '' },
      { ip: '127.0.0.1', userAgent: 'vitest', requestId: 'test' },
    );

    expect(movesMade()).toEqual([
      ['new', 'cancelled'],
      ['new', 'cancelled'],
    ]);
    expect((await historyOf(byStaff.id)).at(-1)).toMatchObject({
      from_status: 'new',
      to_status: 'cancelled',
      actor: `${anna.name} <${anna.email}>`,
    });
    expect((await historyOf(byCustomer.id)).at(-1)).toMatchObject({
      from_status: 'new',
      to_status: 'cancelled',
      actor: `Клиент <${byCustomer.email}>`,
    });
  });
});
