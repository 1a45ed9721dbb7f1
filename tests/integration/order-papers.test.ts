import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CLIENT_LIMITS } from '../../contracts/client-limits';
import { PaperQueueFullError, paperRenderer } from '../../core/documents/paper-renderer';
import { createServices } from '../../core/services';
import { popplerOutput } from '../helpers/pdf-text';
import { databaseKinds } from '../helpers/databases';
import { placeReadyOrder, type ReadyOrder } from '../helpers/ready-order';
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

const BUYER = {
  name: 'ПАО Сбербанк',
  inn: '7707083893',
  kpp: '773601001',
  address: '117312, г. Москва, ул. Вавилова, д. 19',
};

const pdfText = (pdf: Buffer) => popplerOutput('pdftotext', pdf).replace(/\s+/g, ' ');

/**
 * Invoices and acts as the customer downloads them from the order's private link: rendered in
 * the worker once, then served from the file storage; each download counted per client.
 */
describe.each(kinds)('order papers on %s', (kind) => {
  let t: TestApp;
  let client = 0;
  const nextClient = () => `10.88.${kind === 'pglite' ? 1 : 2}.${++client}`;

  beforeAll(async () => {
    t = await createTestApp(kind, {}, { site });
  });
  afterAll(async () => {
    await t?.close();
  });

  const invoiceOf = async (order: ReadyOrder, buyer = BUYER) => {
    await createServices(t.database.db, t.config, t).payments.requestInvoice(
      order.number,
      order.token,
      buyer,
    );
  };
  const download = (order: ReadyOrder, remoteAddress: string) =>
    t.app.inject({
      method: 'GET',
      url: `/orders/${order.number}/documents/invoice?token=${encodeURIComponent(order.token)}`,
      remoteAddress,
    });
  const keptPapers = (order: ReadyOrder) =>
    readdir(path.join(t.config.dataDir, 'files/order-papers', String(order.id))).catch(
      () => [] as string[],
    );

  it('renders an invoice once and serves the next download from the file storage', async () => {
    const order = await placeReadyOrder(t, { inn: BUYER.inn, organisation: BUYER.name });
    await invoiceOf(order);
    const render = vi.spyOn(paperRenderer(), 'render');
    const me = nextClient();

    const first = await download(order, me);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/pdf');
    expect(pdfText(first.rawPayload)).toContain(`Счёт на оплату № ${order.number}`);
    expect(render).toHaveBeenCalledTimes(1);
    expect(await keptPapers(order)).toEqual([expect.stringMatching(/^invoice-[0-9a-f]{32}\.pdf$/)]);

    const second = await download(order, me);
    expect(second.statusCode).toBe(200);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(render).toHaveBeenCalledTimes(1);
  });

  it('renders the invoice anew when it is re-issued with other buyer details', async () => {
    const order = await placeReadyOrder(t, { inn: BUYER.inn, organisation: BUYER.name });
    await invoiceOf(order);
    const me = nextClient();
    expect(pdfText((await download(order, me)).rawPayload)).toContain('ПАО Сбербанк');
    const render = vi.spyOn(paperRenderer(), 'render');

    await invoiceOf(order, { ...BUYER, name: 'ООО «Северный Ветер»' });
    const reissued = await download(order, me);
    expect(reissued.statusCode).toBe(200);
    expect(pdfText(reissued.rawPayload)).toContain('ООО «Северный Ветер»');
    expect(pdfText(reissued.rawPayload)).not.toContain('ПАО Сбербанк');
    expect(render).toHaveBeenCalledTimes(1);
    expect(await keptPapers(order)).toHaveLength(2);
  });

  it('answers 503 in Russian with Retry-After while too many papers wait to be rendered', async () => {
    const order = await placeReadyOrder(t, { inn: BUYER.inn, organisation: BUYER.name });
    await invoiceOf(order);
    vi.spyOn(paperRenderer(), 'render').mockRejectedValue(new PaperQueueFullError());
    const busy = await download(order, nextClient());
    expect(busy.statusCode).toBe(503);
    expect(busy.headers['retry-after']).toBe('5');
    expect(busy.body).toBe(
      'Сейчас готовится много документов. Повторите скачивание через несколько секунд.',
    );
    expect(await keptPapers(order)).toEqual([]);
  });

  it('answers 429 in Russian with the real wait once a client has downloaded its share', async () => {
    const order = await placeReadyOrder(t, { inn: BUYER.inn, organisation: BUYER.name });
    await invoiceOf(order);
    const me = nextClient();
    const { max } = CLIENT_LIMITS.paper;
    for (let i = 0; i < max; i += 1) expect((await download(order, me)).statusCode).toBe(200);

    const refused = await download(order, me);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['content-type']).toMatch(/^text\/plain/);
    expect(refused.body).toMatch(/Слишком много скачиваний документов/);
    const wait = Number(refused.headers['retry-after']);
    // The window is ten minutes: the wait is what remains of it, not a fixed minute.
    expect(wait).toBeGreaterThan(60);
    expect(wait).toBeLessThanOrEqual(600);
    expect(refused.body).toContain(`через ${Math.ceil(wait / 60)} минут`);
    // Links that do not open count too: guessing them costs the same.
    expect((await download({ ...order, token: 'wrong' }, me)).statusCode).toBe(429);
    // Another client is not held up by this one.
    expect((await download(order, nextClient())).statusCode).toBe(200);
  });
});
