import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/query-rows';
import { databaseKinds } from '../helpers/databases';
import { startSmtpTestServer, type SmtpTestServer } from '../helpers/smtp-test-server';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { orderInput } from '../helpers/order-input';

const kinds = await databaseKinds();

describe.each(kinds)('the mail worker logging SMTP failures on %s', (kind) => {
  let refusing: SmtpTestServer;
  let t: TestApp;
  const written: string[] = [];

  beforeAll(async () => {
    refusing = await startSmtpTestServer({ refuse: true });
    t = await createTestApp(
      kind,
      { SMTP_URL: refusing.url, PUBLIC_BASE_URL: 'https://inocheck.test' },
      { logStream: { write: (line) => written.push(line) } },
    );
    // What startMailWorker does; the app is already ready, so its close hook is test-app's.
    t.mail.start(t.app.log.child({ component: 'mail' }));
  });
  afterAll(async () => {
    await t?.close();
    await refusing?.close();
  });

  it('says which message failed and why, without its recipient or any link secret', async () => {
    const [tariff] = await queryRows<{ id: number }>(
      t.database.db,
      `select t.id from tariffs t join countries c on c.id = t.country_id where c.code = 'IT' order by t.sort_order limit 1`,
    );
    const email = `olga.failure-${randomUUID().slice(0, 8)}@example.ru`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Order/Create',
      payload: orderInput({
        countryCode: 'IT',
        company: { name: 'Officine Meccaniche Rossi S.r.l.', regCode: 'MI-1234567' },
        tariffId: tariff!.id,
        contactName: 'Ольга Сбоева',
        email,
        phone: '8-916-000-11-22',
        organisation: '',
        inn: '',
        comment: '',
      }),
    });
    expect(res.statusCode).toBe(201);
    const token = new URL(
      res.json<{ statusPath: string }>().statusPath,
      'https://x',
    ).searchParams.get('token')!;
    // One pass after the order; the worker's own passes are serialised with it.
    expect(await t.mail.deliverDue()).toMatchObject({ sent: 0 });
    const log = written.join('');
    const failures = written
      .map((line) => JSON.parse(line) as { msg: string; mailId?: number; err?: unknown })
      .filter((line) => line.msg === 'mail delivery failed');
    expect(failures.length).toBeGreaterThanOrEqual(2);
    expect(failures.every((f) => typeof f.mailId === 'number')).toBe(true);
    expect(JSON.stringify(failures)).toMatch(/451|temporarily/i);
    expect(log).not.toContain(email);
    expect(log).not.toContain(email.split('@')[0]);
    expect(log).not.toContain(token);
    expect(log).not.toMatch(/token=(?!\[redacted\])[^\s&"'\\]/);
  });
});
