import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderTokenStandIn, standInKeyOf } from '../../core/mail/private-links';
import { DEV_SIGNING_SECRET, orderAccessToken } from '../../core/orders/order-token';
import { getMail } from '../../core/staff/inbox/get-mail';
import { orders, outbox } from '../../db/schema';
import { queryRows } from '../../db/query-rows';
import { databaseKinds } from '../helpers/databases';
import { orderInput } from '../helpers/order-input';
import { startSmtpTestServer, type SmtpTestServer } from '../helpers/smtp-test-server';
import { createTestApp, type TestApp } from '../helpers/test-app';

const kinds = await databaseKinds();
const SIGNING_SECRET = 'forged-stand-in-test-secret-0123456789abcdef';

/*
 * The penetration test's attack: a customer puts a stand-in for somebody else's order into the
 * contact name of their own order, hoping the mail worker turns it into that order's private link
 * in their confirmation. Two ways to make the stand-in: from the demonstration key published with
 * the source (what an installation without SIGNING_SECRET used), and from the installation's real
 * key (as if it leaked), which only the templates' neutralising of typed text stops.
 */
describe.each(kinds)('a forged link stand-in in an order on %s', (kind) => {
  const cases: { label: string; env: Record<string, string> }[] = [
    { label: 'without SIGNING_SECRET, forged with the published key', env: {} },
    { label: 'forged with the installation key itself', env: { SIGNING_SECRET } },
  ];

  describe.each(cases)('$label', ({ env }) => {
    let smtp: SmtpTestServer;
    let t: TestApp;
    let tariffId: number;

    beforeAll(async () => {
      smtp = await startSmtpTestServer();
      t = await createTestApp(kind, {
        SMTP_URL: smtp.url,
        PUBLIC_BASE_URL: 'https://inocheck.test',
        STAFF_EMAIL: 'staff@inocheck.test',
        ...env,
      });
      const [tariff] = await queryRows<{ id: number }>(
        t.database.db,
        `select t.id from tariffs t join countries c on c.id = t.country_id where c.code = 'DE' order by t.sort_order limit 1`,
      );
      tariffId = tariff!.id;
    });
    afterAll(async () => {
      await t?.close();
      await smtp?.close();
    });

    async function order(contactName: string, email: string, comment = '') {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/Order/Create',
        payload: orderInput({ tariffId, contactName, email, comment }),
      });
      expect(res.statusCode).toBe(201);
      const { orderNumber } = res.json<{ orderNumber: string }>();
      const [row] = await t.database.db.select().from(orders).where(eq(orders.number, orderNumber));
      return { number: orderNumber, id: row!.id, token: orderAccessToken(t.config, row!) };
    }

    it('sends the attacker no other order’s token, by SMTP or in the staff outbox view', async () => {
      const victim = await order('Анна Петрова', 'victim@example.ru');
      const key = standInKeyOf(env.SIGNING_SECRET ?? DEV_SIGNING_SECRET);
      const forged = orderTokenStandIn(key, victim.id);
      const attacker = await order(`Иван ${forged}`, 'attacker@example.ru', `см. ${forged}`);
      await t.mail.deliverDue();
      const received = await smtp.waitFor(4);

      const toAttacker = received.filter((m) => JSON.stringify(m.to).includes('attacker@'));
      expect(toAttacker).toHaveLength(1);
      const [confirmation] = toAttacker;
      // The attacker's own link works as ever; the victim's token is nowhere.
      expect(confirmation!.text).toContain(`/orders/${attacker.number}?token=${attacker.token}`);
      const aboutAttacker = received.filter((m) => m.subject?.includes(attacker.number));
      expect(aboutAttacker).toHaveLength(2);
      for (const mail of aboutAttacker) {
        expect(mail.text).not.toContain(victim.token);
        expect(String(mail.html)).not.toContain(victim.token);
      }
      // Staff reading the attacker's messages in the outbox see no token of the victim either.
      const rows = await t.database.db
        .select({ id: outbox.id })
        .from(outbox)
        .where(eq(outbox.orderId, attacker.id));
      expect(rows).toHaveLength(2);
      for (const row of rows) {
        const shown = await getMail({ db: t.database.db, mail: t.mail, config: t.config }, row.id);
        expect(shown?.text).not.toContain(victim.token);
        expect(shown?.html).not.toContain(victim.token);
      }
    });
  });
});
