import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Penetration test, issue 26 item 17: the id a request's log lines and audit entries carry is
 * named only by a trusted proxy, and only when it is short and plain; otherwise the server
 * makes its own.
 */
describe('the request id', () => {
  let t: TestApp | undefined;
  const written: string[] = [];
  afterEach(async () => {
    await t?.close();
    t = undefined;
    written.length = 0;
  });

  const open = async (trustProxy: string) => {
    t = await createTestApp(
      'pglite',
      { TRUST_PROXY: trustProxy },
      { logStream: { write: (line) => written.push(line) } },
    );
    return t;
  };
  /** The id the answer and the request's log line carry, which must be one. */
  const idOf = async (app: TestApp, id: string, remoteAddress: string) => {
    const res = await app.app.inject({
      url: '/healthz',
      headers: { 'x-request-id': id },
      remoteAddress,
    });
    const answered = String(res.headers['x-request-id']);
    const logged = written
      .map((line) => JSON.parse(line) as { reqId?: string; msg?: string })
      .filter((line) => line.msg === 'request')
      .at(-1)?.reqId;
    expect(logged).toBe(answered);
    return answered;
  };

  it("ignores a client's own id without a proxy in front", async () => {
    const app = await open('false');
    expect(await idOf(app, 'client-chosen-id', '192.0.2.10')).toMatch(UUID);
  });

  it('takes a plain id from a trusted proxy, and refuses an odd one', async () => {
    const app = await open('true');
    expect(await idOf(app, 'nginx.4f2a-19_b', '127.0.0.1')).toBe('nginx.4f2a-19_b');
    expect(await idOf(app, 'a'.repeat(64), '127.0.0.1')).toBe('a'.repeat(64));
    for (const odd of [
      'a'.repeat(65),
      'two words',
      'line\nbreak',
      '<script>',
      'id"quoted',
      'ид-запроса',
      '',
    ]) {
      expect(await idOf(app, odd, '127.0.0.1'), JSON.stringify(odd)).toMatch(UUID);
    }
  });

  it('takes an id only from the proxies on the list', async () => {
    const app = await open('10.0.0.0/8, 192.0.2.7');
    expect(await idOf(app, 'from-lb', '10.1.2.3')).toBe('from-lb');
    expect(await idOf(app, 'from-lb', '::ffff:10.1.2.3')).toBe('from-lb');
    expect(await idOf(app, 'from-nginx', '192.0.2.7')).toBe('from-nginx');
    expect(await idOf(app, 'from-client', '192.0.2.8')).toMatch(UUID);
  });
});
