import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServices } from '../../core/services';
import { reportDownloads } from '../../db/schema';
import { databaseKinds } from '../helpers/databases';
import { placeReadyOrder, TINY_PDF } from '../helpers/ready-order';
import { loadSiteBuild, type SiteBuild } from '../helpers/site-build';
import { startSmtpTestServer, type SmtpTestServer } from '../helpers/smtp-test-server';
import { createTestApp, type TestApp } from '../helpers/test-app';

const kinds = await databaseKinds();

let site: SiteBuild;
beforeAll(async () => {
  site = await loadSiteBuild();
});
afterAll(async () => {
  await site?.close();
});

/**
 * The report link of the «оплата получена» e-mail, the whole way: paid, the message sent over
 * SMTP, its link taken from the message as received and opened on the site.
 */
describe.each(kinds)('the e-mailed report link on %s', (kind) => {
  let smtp: SmtpTestServer;
  let t: TestApp;

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    t = await createTestApp(
      kind,
      {
        SMTP_URL: smtp.url,
        SIGNING_SECRET: 'report-link-mail-test-secret-0123456789abcdef',
        PUBLIC_BASE_URL: 'https://inocheck.test',
      },
      { site },
    );
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  /** A browser following the link, redirects included (at most a few). */
  const open = async (url: string) => {
    let res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    for (let hops = 0; hops < 3 && res.statusCode === 302; hops += 1) {
      const next = new URL(String(res.headers.location), 'https://inocheck.test');
      expect(next.origin).toBe('https://inocheck.test');
      res = await t.app.inject({
        method: 'GET',
        url: `${next.pathname}${next.search}`,
        headers: { accept: 'text/html' },
      });
    }
    return res;
  };
  const downloadsOf = async (orderId: number) =>
    t.database.db.select().from(reportDownloads).where(eq(reportDownloads.orderId, orderId));

  it('downloads the report from the link as sent, and an invalid link records nothing', async () => {
    const email = `report-link-${kind}@example.ru`;
    const order = await placeReadyOrder(t, { email });
    const { payments } = createServices(t.database.db, t.config);
    const started = await payments.start(order.number, order.token);
    if (started.kind !== 'redirect') throw new Error('no redirect');
    await payments.testGateway.decide(started.url.split('/').pop()!, 'succeeded');

    await t.mail.deliverDue();
    const received = await smtp.waitFor(smtp.messages.length);
    const paidMail = received.find(
      (m) =>
        JSON.stringify(m.to).includes(email) &&
        /оплат/i.test(m.subject ?? '') &&
        m.text?.includes('/report?'),
    );
    const link = /https:\/\/inocheck\.test(\/orders\/[^\s]+\/report\?[^\s]+)/.exec(
      paidMail?.text ?? '',
    )?.[1];
    expect(link).toBeTruthy();
    expect(paidMail?.html).toContain(
      `href="https://inocheck.test${link!.replaceAll('&', '&amp;')}"`,
    );

    const download = await open(link!);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toMatch(/^attachment;/);
    expect(download.rawPayload.equals(TINY_PDF)).toBe(true);
    expect(await downloadsOf(order.id)).toHaveLength(1);

    // A link with its signature altered: the page says so, and no download is recorded.
    const forged = link!.replace(/sig=([\w-])/, (_, c: string) => `sig=${c === 'A' ? 'B' : 'A'}`);
    const refused = await open(forged);
    expect(refused.statusCode).toBe(404);
    expect(refused.body).toContain('Ссылка недействительна');
    expect(await downloadsOf(order.id)).toHaveLength(1);
  });
});
