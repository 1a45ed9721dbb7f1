import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../core/config';
import { questions } from '../../db/schema';
import { createTestApp, type TestApp } from '../helpers/test-app';

const question = (email: string) => ({
  name: 'Анна Петрова',
  phone: '8-999-123-45-67',
  email,
  message: 'Сколько стоит отчёт по Германии?',
});

/** The address stored beside a question: the one the server took for the client. */
async function clientOf(t: TestApp, remoteAddress: string, forwardedFor?: string) {
  const email = `proxy-${crypto.randomUUID().slice(0, 8)}@example.ru`;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/FeedBack/Question',
    payload: question(email),
    remoteAddress,
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  });
  expect(res.statusCode).toBe(200);
  const [row] = await t.database.db.select().from(questions).where(eq(questions.email, email));
  return row?.ip;
}

/** Proxies are believed exactly as configured; the header's left-most entry is the client's own. */
describe('client address behind a proxy', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('with one trusted hop takes the address nginx appended, not a forged one', async () => {
    t = await createTestApp('pglite', { TRUST_PROXY: 'true' });
    expect(await clientOf(t, '127.0.0.1', '6.6.6.6, 203.0.113.9')).toBe('203.0.113.9');
    // One client forging a new left-most entry each time still meets its own limit.
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/FeedBack/Question',
        payload: question(`limit-${i}@example.ru`),
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': `10.66.0.${i}, 198.51.100.7` },
      });
      statuses.push(res.statusCode);
    }
    // The question above came from another client (203.0.113.9): five pass, the sixth is refused.
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('with a list believes only the proxies on it', async () => {
    t = await createTestApp('pglite', { TRUST_PROXY: '127.0.0.1, 10.0.0.0/8' });
    expect(await clientOf(t, '127.0.0.1', '6.6.6.6, 203.0.113.9')).toBe('203.0.113.9');
    expect(await clientOf(t, '10.1.2.3', '6.6.6.6, 10.1.2.4, 203.0.113.10')).toBe('203.0.113.10');
    // A peer that is not on the list is the client, whatever it says.
    expect(await clientOf(t, '192.0.2.50', '6.6.6.6')).toBe('192.0.2.50');
  });

  it('without a proxy ignores the header', async () => {
    t = await createTestApp('pglite', { TRUST_PROXY: 'false' });
    expect(await clientOf(t, '192.0.2.60', '6.6.6.6')).toBe('192.0.2.60');
  });

  it('refuses a setting it cannot read, in Russian', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'everyone' })).toThrow(/TRUST_PROXY/);
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
  });
});
