import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../contracts/messages';
import { createTestApp, type TestApp } from '../helpers/test-app';

/**
 * Sends the start of a request and never the rest, as a slowloris client does, and resolves
 * with whatever the server answered once it has closed the connection.
 */
function sendAndStall(port: number, start: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(start));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });
}

function expect408(answer: string) {
  expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual({
    message: MESSAGES.requestTimeout,
  });
}

/** Timeouts are the HTTP server's, whatever the database: the embedded one is enough. */
describe('clients that never finish their request', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp('pglite', { HEADERS_TIMEOUT_MS: '1000', REQUEST_TIMEOUT_MS: '3000' });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as { port: number }).port;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('cuts off one that sends its headers slowly, serving others meanwhile', async () => {
    const stalled = sendAndStall(port, 'GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ');
    const other = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(other.status).toBe(200);
    expect408(await stalled);
  });

  it('cuts off one that never sends the body it announced', async () => {
    const body = JSON.stringify({ name: 'Анна' });
    const stalled = sendAndStall(
      port,
      'POST /api/FeedBack/Question HTTP/1.1\r\nHost: 127.0.0.1\r\n' +
        `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body) + 100}\r\n\r\n${body}`,
    );
    expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
    expect408(await stalled);
  });
});
