import { afterEach, describe, expect, it } from 'vitest';
import { documentData } from './document-fixtures';
import { expectOnePtSansPage, readPdf } from './document-test-pdf';
import { createPaperRenderer, PaperQueueFullError, type PaperRenderer } from './paper-renderer';

describe('createPaperRenderer', () => {
  let renderer: PaperRenderer | undefined;
  afterEach(async () => {
    await renderer?.close();
    renderer = undefined;
  });

  it('renders invoices and acts in its worker thread, one after another', async () => {
    renderer = createPaperRenderer();
    const [invoice, act] = await Promise.all([
      renderer.render(documentData()),
      renderer.render(documentData({ kind: 'act' })),
    ]);
    const invoiceText = readPdf(invoice);
    expect(invoiceText.flat).toContain('Счёт на оплату № 2026-000012 от 25 ноября 2026 г.');
    expectOnePtSansPage(invoiceText);
    expect(readPdf(act).flat).toContain('Акт № 2026-000012 от 25 ноября 2026 г.');
  });

  it('refuses a paper it cannot render and goes on with the next', async () => {
    renderer = createPaperRenderer();
    const broken = documentData({ operator: null as never });
    await expect(renderer.render(broken)).rejects.toThrow(/paper not rendered/);
    expect(readPdf(await renderer.render(documentData())).flat).toContain('Счёт на оплату');
  });

  it('starts a new worker after the idle one stopped', async () => {
    renderer = createPaperRenderer({ idleMs: 0 });
    expect(readPdf(await renderer.render(documentData())).flat).toContain('Счёт на оплату');
    expect(readPdf(await renderer.render(documentData({ kind: 'act' }))).flat).toContain('Акт №');
  });

  it('gives up on a paper that takes too long and renders the next in a fresh worker', async () => {
    // No paper renders within a millisecond (starting the worker alone takes longer).
    renderer = createPaperRenderer({ timeoutMs: 1 });
    await expect(renderer.render(documentData())).rejects.toThrow(/not rendered within 1 ms/);
    await renderer.close();
    renderer = createPaperRenderer();
    expect(readPdf(await renderer.render(documentData())).flat).toContain('Счёт на оплату');
  });

  it('refuses a paper at once while the queue is full, and takes papers again after', async () => {
    renderer = createPaperRenderer({ maxWaiting: 1 });
    const rendering = renderer.render(documentData());
    const waiting = renderer.render(documentData({ kind: 'act' }));
    expect(renderer.waiting).toBe(1);
    await expect(renderer.render(documentData())).rejects.toBeInstanceOf(PaperQueueFullError);
    expect(readPdf(await rendering).flat).toContain('Счёт на оплату');
    expect(readPdf(await waiting).flat).toContain('Акт №');
    expect(readPdf(await renderer.render(documentData())).flat).toContain('Счёт на оплату');
  });

  it('refuses papers once closed', async () => {
    renderer = createPaperRenderer();
    await renderer.close();
    await expect(renderer.render(documentData())).rejects.toThrow(/closed/);
  });
});
