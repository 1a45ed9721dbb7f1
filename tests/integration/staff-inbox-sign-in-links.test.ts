import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffRole } from '../../contracts/staff/roles';
import { createServices } from '../../core/services';
import { MASKED_SIGN_IN_TOKEN } from '../../core/staff/inbox/mask-sign-in-links';
import { outbox } from '../../db/schema';
import { databaseKinds } from '../helpers/databases';
import { placeReadyOrder } from '../helpers/ready-order';
import { createTestStaffActor } from '../helpers/staff';
import { createTestApp, type TestApp } from '../helpers/test-app';

const kinds = await databaseKinds();

/**
 * Penetration test, issue 26 item 17: a manager could read a customer's «Мои заказы» sign-in
 * link in the outbox and sign in as them. No staff role sees it there.
 */
describe.each(kinds)('«Мои заказы» sign-in links in the staff outbox on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { PUBLIC_BASE_URL: 'https://inocheck.test' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it.each<StaffRole>(['manager', 'admin'])('are masked for staff of the role %s', async (role) => {
    const email = `outbox-${role}-${kind}@example.ru`;
    await placeReadyOrder(t, { email });
    const services = createServices(t.database.db, t.config, t);
    await services.myOrders.requestLink(email);
    // The answer only queued the request: the mail worker's pass writes the link.
    await t.mail.deliverDue();
    const [stored] = await t.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, email), eq(outbox.kind, 'my-orders-link')));
    const token = /\/my-orders\/enter\?token=([\w-]+)/.exec(stored!.text)?.[1];
    expect(token).toBeTruthy();

    const actor = await createTestStaffActor(t.database, role, `Сотрудник ${role}`);
    const mail = await services.staff.inbox.getMail(actor, stored!.id);
    for (const version of [mail!.text, mail!.html ?? '']) {
      expect(version).not.toContain(token);
      expect(version).toContain(`/my-orders/enter?token=${MASKED_SIGN_IN_TOKEN}`);
    }
    // The customer's own link still works: masking is only what staff are shown.
    expect(await services.myOrders.enter(token!)).toMatchObject({ email });
  });
});
