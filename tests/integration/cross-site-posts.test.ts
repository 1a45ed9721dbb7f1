import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../contracts/messages';
import { STAFF_AUTH_MESSAGES } from '../../contracts/staff/auth';
import { createServices } from '../../core/services';
import { outbox, reviews } from '../../db/schema';
import { databaseKinds } from '../helpers/databases';
import { placeReadyOrder } from '../helpers/ready-order';
import { loadSiteBuild, type SiteBuild } from '../helpers/site-build';
import { createTestStaff, type TestStaff } from '../helpers/staff';
import { createTestApp, type TestApp } from '../helpers/test-app';

const kinds = await databaseKinds();
const SITE = 'https://inocheck.example';
const EVIL = 'https://evil.example';

let site: SiteBuild | undefined;
beforeAll(async () => {
  site = await loadSiteBuild();
});
afterAll(async () => {
  await site?.close();
});

/** What nginx sends on, as the README configures it. */
const behindNginx = (client: string) => ({
  host: 'inocheck.example',
  'x-forwarded-host': 'inocheck.example',
  'x-forwarded-proto': 'https',
  'x-forwarded-for': client,
  'content-type': 'application/x-www-form-urlencoded',
});

/** Targets a browser on another site might post to, for one action. */
const targets = (path: string) => [path, `//evil.example${path}`, `/\\evil.example${path}`];

/**
 * Penetration test, issue 26 items 1 and 6: a target such as `//evil.example/feedbacks` made
 * the page's request URL another site's, and React Router's origin check then let that site's
 * forms through. The request URL is now on the configured address, and a post from any other
 * origin is refused in Russian before a page's action runs.
 */
describe.each(kinds)('posts to page actions from other sites on %s', (kind) => {
  let t: TestApp;
  let staff: TestStaff;
  let client = 0;
  const post = (url: string, fields: Record<string, string>, headers: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { ...behindNginx(`203.0.113.${++client}`), ...headers },
      payload: new URLSearchParams(fields).toString(),
      remoteAddress: '127.0.0.1',
    });
  const review = {
    author: 'Анна',
    organisation: 'ООО',
    text: 'Отчёт пришёл вовремя.',
    rating: '5',
  };
  const reviewCount = async () =>
    (await t.database.db.select({ id: reviews.id }).from(reviews)).length;
  const signInLink = async (email: string) => {
    await createServices(t.database.db, t.config).myOrders.requestLink(email);
    // The answer only queued the request: the mail worker's pass writes the link.
    await t.mail.deliverDue();
    const [mail] = await t.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, email), eq(outbox.kind, 'my-orders-link')));
    return /\/my-orders\/enter\?token=([\w-]+)/.exec(mail?.text ?? '')?.[1] ?? '';
  };

  beforeAll(async () => {
    t = await createTestApp(kind, { PUBLIC_BASE_URL: SITE, TRUST_PROXY: 'true' }, { site });
    staff = await createTestStaff(t.database, 'manager');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('refuses a public form posted from another site, whatever the target', async () => {
    const before = await reviewCount();
    for (const url of targets('/feedbacks')) {
      for (const headers of <Record<string, string>[]>[
        { origin: EVIL },
        { referer: `${EVIL}/page` },
        { origin: 'null' },
        { origin: SITE, 'sec-fetch-site': 'cross-site' },
        { origin: EVIL, accept: 'text/html' },
      ]) {
        const res = await post(url, review, headers);
        const what = `${url} ${JSON.stringify(headers)}`;
        expect(res.statusCode, what).toBe(403);
        expect(res.body, what).toContain(MESSAGES.foreignOrigin);
      }
    }
    expect(await reviewCount()).toBe(before);
  });

  it('refuses the staff sign-in posted from another site', async () => {
    const credentials = { email: staff.email, password: staff.password };
    for (const url of targets('/admin1515?index')) {
      const res = await post(url, credentials, { origin: EVIL });
      expect(res.statusCode, url).toBe(403);
      expect([MESSAGES.foreignOrigin, STAFF_AUTH_MESSAGES.badOrigin]).toContain(
        res.json<{ message: string }>().message,
      );
      expect(res.headers['set-cookie'], url).toBeUndefined();
    }
  });

  it('refuses «Мои заказы» sign-in and link requests posted from another site', async () => {
    const email = `cross-site-${kind}@example.ru`;
    await placeReadyOrder(t, { email });
    const token = await signInLink(email);
    expect(token).toBeTruthy();
    for (const url of [...targets('/my-orders/enter'), ...targets('/my-orders')]) {
      const res = await post(url, { token, email }, { origin: EVIL });
      expect(res.statusCode, url).toBe(403);
      expect(res.json<{ message: string }>().message, url).toBe(MESSAGES.foreignOrigin);
    }
    // The link was not spent: the customer can still use it, from the site's own page.
    const own = await post('/my-orders/enter', { token }, { origin: SITE });
    expect(own.statusCode).toBe(302);
    expect(own.headers['set-cookie']).toBeDefined();
  });

  it('takes the same posts from the site itself, and from a form that names no origin', async () => {
    const before = await reviewCount();
    expect((await post('/feedbacks', review, { origin: SITE })).statusCode).toBe(200);
    expect((await post('/feedbacks', review, { referer: `${SITE}/feedbacks` })).statusCode).toBe(
      200,
    );
    expect((await post('/feedbacks', review, {})).statusCode).toBe(200);
    expect(await reviewCount()).toBe(before + 3);
    const signedIn = await post(
      '/admin1515?index',
      { email: staff.email, password: staff.password },
      { origin: SITE },
    );
    expect(signedIn.statusCode).toBe(302);
    expect(signedIn.headers['set-cookie']).toBeDefined();
    const asked = await post('/my-orders', { email: 'nobody@example.ru' }, { origin: SITE });
    expect(asked.statusCode).toBe(200);
  });
});
