import { randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER_CANCEL_MESSAGES } from '../../contracts/customer-cancel';
import { CUSTOMER_MAIL_TEXTS } from '../../contracts/mail-delivery';
import { RECEIPT_NOTE } from '../../contracts/payments';
import { moveOrderById } from '../../core/orders/move-order';
import { paymentReturnProof } from '../../core/payments/payment-return-proof';
import { orders, orderStatusHistory, outbox, payments } from '../../db/schema';
import { placeReadyOrder } from '../helpers/ready-order';
import { loadSiteBuild, type SiteBuild } from '../helpers/site-build';
import { createTestApp, type TestApp } from '../helpers/test-app';

let site: SiteBuild | undefined;
let t: TestApp;
beforeAll(async () => {
  site = await loadSiteBuild();
  t = await createTestApp('pglite', { STAFF_EMAIL: 'staff@inocheck.test' }, { site });
});
afterAll(async () => {
  await t?.close();
  await site?.close();
});

/** The links to «Мои заказы» in one part of a page, found by the part's test id. */
function myOrdersLinks(html: string, testId: string): number {
  const start = html.indexOf(`data-testid="${testId}"`);
  expect(start, testId).toBeGreaterThan(-1);
  const tag = html.lastIndexOf('<', start);
  const name = /^<(\w+)/.exec(html.slice(tag))?.[1] ?? '';
  const end = html.indexOf(`</${name}>`, start);
  const part = html.slice(start, end);
  return (part.match(/href="\/my-orders"/g) ?? []).length;
}

// Issue 27: «Мои заказы» was linked from nowhere.
describe('links to «Мои заказы»', () => {
  it('are in the desktop header and the footer of every page', async () => {
    for (const url of ['/', '/tariffs', '/countries']) {
      const page = await t.app.inject({ method: 'GET', url });
      expect(page.statusCode, url).toBe(200);
      expect(myOrdersLinks(page.body, 'desktop-header'), url).toBe(1);
      expect(myOrdersLinks(page.body, 'footer'), url).toBe(1);
    }
  });

  it('is on the order page', async () => {
    const order = await placeReadyOrder(t, { status: 'new' });
    const page = await t.app.inject({
      method: 'GET',
      url: `/orders/${order.number}?token=${order.token}`,
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toMatch(
      /data-testid="order-my-orders"[^>]*href="\/my-orders"|href="\/my-orders"[^>]*data-testid="order-my-orders"/,
    );
  });
});

// Issue 27: the order's date was UTC's while its timeline said Moscow's.
describe('dates on the order page', () => {
  it('are Moscow dates: an order placed at 01:30 in Moscow is dated that day', async () => {
    const order = await placeReadyOrder(t, { status: 'new' });
    const placedAt = new Date('2026-03-11T22:30:00Z');
    await t.database.db.update(orders).set({ createdAt: placedAt }).where(eq(orders.id, order.id));
    await t.database.db
      .update(orderStatusHistory)
      .set({ createdAt: placedAt })
      .where(eq(orderStatusHistory.orderId, order.id));
    const page = await t.app.inject({
      method: 'GET',
      url: `/orders/${order.number}?token=${order.token}`,
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Заказ от <!-- -->12 марта 2026 г.');
    expect(page.body).not.toContain('11 марта 2026');
  });
});

// Issue 27: the offer lets a customer cancel before the report is ready; the page had no way.
describe('«Отменить заказ» on the order page', () => {
  const page = (number: string, query: string) =>
    t.app.inject({ method: 'GET', url: `/orders/${number}?${query}` });
  const confirm = (number: string, token: string, fields: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: `/orders/${number}?token=${encodeURIComponent(token)}`,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'text/html,application/xhtml+xml',
      },
      payload: new URLSearchParams(fields).toString(),
    });
  const statusOf = async (id: number) =>
    (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0]?.status;

  it('asks to confirm, then cancels as the customer, tells staff and says so', async () => {
    const order = await placeReadyOrder(t, { status: 'new' });
    const token = encodeURIComponent(order.token);
    const shown = await page(order.number, `token=${token}`);
    expect(shown.body).toContain('data-testid="cancel-order-link"');
    expect(shown.body).toContain(`cancel=1#cancel`);
    expect(shown.body).not.toContain('Да, отменить заказ');
    const asking = await page(order.number, `token=${token}&cancel=1`);
    expect(asking.body).toContain(`№\u00a0<!-- -->${order.number}<!-- -->?`);
    expect(asking.body).toMatch(/<form[^>]*action="\/orders\/[^"]+token=[^"]+"[^>]*method="post"/);
    expect(asking.body).toContain('name="expected" value="new"');
    expect(await statusOf(order.id)).toBe('new');

    const done = await confirm(order.number, order.token, {
      expected: 'new',
      reason: 'Нашли отчёт у партнёра',
    });
    expect(done.statusCode).toBe(302);
    expect(done.headers.location).toContain('cancelled=1');
    expect(await statusOf(order.id)).toBe('cancelled');
    const [history] = await t.database.db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, order.id))
      .orderBy(desc(orderStatusHistory.id))
      .limit(1);
    expect(history).toMatchObject({ toStatus: 'cancelled', actor: `Клиент <${order.email}>` });
    expect(history?.note).toContain('Нашли отчёт у партнёра');
    const mails = await t.database.db.select().from(outbox).where(eq(outbox.orderId, order.id));
    const staffMail = mails.find((m) => m.kind === 'order-cancelled-staff');
    expect(staffMail).toMatchObject({ to: 'staff@inocheck.test', replyTo: order.email });
    expect(staffMail?.subject).toContain(`Клиент отменил заказ № ${order.number}`);
    expect(staffMail?.text).toContain('Нашли отчёт у партнёра');
    expect(mails.some((m) => m.kind === 'order-cancelled' && m.to === order.email)).toBe(true);

    const after = await page(
      order.number,
      new URL(done.headers.location!, 'http://x').search.slice(1),
    );
    expect(after.body).toContain(CUSTOMER_CANCEL_MESSAGES.done);
    expect(after.body).not.toContain('data-testid="cancel-order-link"');
  });

  it('cancels an order in progress too, and no ready one', async () => {
    const working = await placeReadyOrder(t, { status: 'new' });
    await moveOrderById(t.database.db, working.id, 'in_progress', { actor: 'Тест Сотрудник' });
    // The page showed «new»: staff took the order meanwhile, so the customer is asked to look again.
    const stale = await confirm(working.number, working.token, { expected: 'new' });
    expect(stale.statusCode).toBe(409);
    expect(stale.body).toContain(CUSTOMER_CANCEL_MESSAGES.statusChanged);
    expect(await statusOf(working.id)).toBe('in_progress');
    const done = await confirm(working.number, working.token, { expected: 'in_progress' });
    expect(done.statusCode).toBe(302);
    expect(await statusOf(working.id)).toBe('cancelled');

    const ready = await placeReadyOrder(t);
    const shown = await page(ready.number, `token=${encodeURIComponent(ready.token)}`);
    expect(shown.body).not.toContain('data-testid="cancel-order-link"');
    const refused = await confirm(ready.number, ready.token, { expected: 'in_progress' });
    expect(refused.statusCode).toBe(409);
    expect(refused.body).toContain(CUSTOMER_CANCEL_MESSAGES.notCancellable);
    expect(await statusOf(ready.id)).toBe('ready');
  });

  it('refuses without the order’s link, changing nothing', async () => {
    const order = await placeReadyOrder(t, { status: 'new' });
    const wrong = await confirm(order.number, 'not-the-token', { expected: 'new' });
    expect(wrong.statusCode).toBe(404);
    expect(await statusOf(order.id)).toBe('new');
  });
});

// Issue 27: a pending payment's page spun for ever; an old failed attempt's page said «не
// оплачен» of an order paid since.
describe('the payment result pages', () => {
  /** A payment of the order as the provider left it; no provider id, so nothing is asked of it. */
  async function paymentOf(
    orderId: number,
    status: 'pending' | 'canceled' | 'succeeded',
    provider: 'test' | 'yookassa' = 'test',
  ) {
    const publicId = randomUUID();
    await t.database.db.insert(payments).values({
      publicId,
      orderId,
      provider,
      idempotenceKey: randomUUID(),
      status,
      amount: 3900,
      currency: 'RUB',
      cancellationReason: status === 'canceled' ? 'insufficient_funds' : null,
    });
    return publicId;
  }
  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('stops waiting after a bounded time with the way back to the order', async () => {
    const order = await placeReadyOrder(t);
    const publicId = await paymentOf(order.id, 'pending');
    // As the provider sends the customer back: with the proof that they started paying, which
    // alone lets the page link to the order.
    const returned = `payment=${publicId}&access=${paymentReturnProof(t.config, publicId)}`;
    const first = await get(`/payment-success?${returned}`);
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain('Ждём подтверждения оплаты');
    // Without JavaScript the page reloads itself, counting the reloads.
    expect(first.body).toMatch(/http-equiv="refresh" content="5;url=\?payment=[^"]+&amp;waited=1"/);
    expect(first.body).toContain(`/orders/${order.number}?token=`);
    const last = await get(`/payment-success?${returned}&waited=12`);
    expect(last.body).toContain('Оплата ещё не подтверждена');
    expect(last.body).toContain('data-testid="payment-still-pending"');
    expect(last.body).not.toContain('http-equiv="refresh"');
    expect(last.body).toContain(`/orders/${order.number}?token=`);
  });

  it('shows an old link to a failed attempt the order paid since', async () => {
    const order = await placeReadyOrder(t);
    const publicId = await paymentOf(order.id, 'canceled');
    const failed = await get(`/payment-error?payment=${publicId}`);
    expect(failed.statusCode).toBe(200);
    expect(failed.body).toContain('Оплата не прошла');
    await moveOrderById(t.database.db, order.id, 'paid', {
      actor: 'Тест Сотрудник',
      paymentMethod: 'online',
    });
    const old = await get(`/payment-error?payment=${publicId}`);
    expect(old.statusCode).toBe(302);
    expect(old.headers.location).toBe(`/payment-success?payment=${publicId}`);
    const shown = await get(old.headers.location!);
    expect(shown.body).toContain('Заказ уже оплачен');
    expect(shown.body).toContain('data-testid="order-already-paid"');
    expect(shown.body).not.toContain('Оплата не прошла');
    expect(shown.body).not.toContain('оплатить снова');
  });

  // Issue 27: a receipt was promised where none exists.
  it('speaks of a receipt only for a real card payment', async () => {
    const real = await placeReadyOrder(t);
    await moveOrderById(t.database.db, real.id, 'paid', {
      actor: 'Тест Сотрудник',
      paymentMethod: 'online',
    });
    const paid = await paymentOf(real.id, 'succeeded', 'yookassa');
    const shown = await t.app.inject({ method: 'GET', url: `/payment-success?payment=${paid}` });
    expect(shown.body).toContain(RECEIPT_NOTE);
    const test = await placeReadyOrder(t);
    await moveOrderById(t.database.db, test.id, 'paid', {
      actor: 'Тест Сотрудник',
      paymentMethod: 'online',
    });
    const testPaid = await paymentOf(test.id, 'succeeded');
    const testShown = await t.app.inject({
      method: 'GET',
      url: `/payment-success?payment=${testPaid}`,
    });
    expect(testShown.body).toContain('Оплата прошла успешно');
    expect(testShown.body).not.toContain('Кассовый чек');
  });
});

// Issue 27: pages promised letters and receipts that never came.
describe('what customers are told of letters and receipts', () => {
  it('promises no letter when the server sends no mail', async () => {
    expect(t.config.SMTP_URL).toBeUndefined();
    const order = await placeReadyOrder(t);
    const page = await t.app.inject({
      method: 'GET',
      url: `/orders/${order.number}?token=${encodeURIComponent(order.token)}`,
    });
    expect(page.body).toContain(CUSTOMER_MAIL_TEXTS.afterPayment.held);
    expect(page.body).not.toContain('придёт ссылкой на почту');
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/my-orders',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'text/html,application/xhtml+xml',
      },
      payload: new URLSearchParams({ email: order.email }).toString(),
    });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.body).toContain(CUSTOMER_MAIL_TEXTS.myOrdersLink.held);
    expect(signIn.body).not.toContain('мы отправили на него ссылку');
  });
});
