import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../contracts/messages';
import { databaseKinds } from '../helpers/databases';
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

/** What a visitor's form post may be: these used to fail inside `request.formData()` with a 500. */
describe.each(kinds)('form posts to the site on %s', (kind) => {
  let t: TestApp;
  let client = 0;
  const post = (type: string, payload: string, accept = 'application/json') =>
    t.app.inject({
      method: 'POST',
      url: '/my-orders',
      headers: { 'content-type': type, accept },
      payload,
      remoteAddress: `10.55.0.${++client}`,
    });

  beforeAll(async () => {
    t = await createTestApp(kind, {}, { site });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('takes a form as browsers send it, urlencoded or multipart', async () => {
    const plain = await post('application/x-www-form-urlencoded', 'email=anna%40example.ru');
    expect(plain.statusCode).toBe(200);
    const multi = await post(
      'multipart/form-data; boundary=b',
      '--b\r\nContent-Disposition: form-data; name="email"\r\n\r\nanna@example.ru\r\n--b--\r\n',
    );
    expect(multi.statusCode).toBe(200);
  });

  it.each([
    ['JSON', 'application/json', '{"email":"anna@example.ru"}', 415, MESSAGES.unsupportedMediaType],
    ['plain text', 'text/plain', 'email=anna@example.ru', 415, MESSAGES.unsupportedMediaType],
    [
      'a multipart body cut short',
      'multipart/form-data; boundary=b',
      '--b\r\nContent-Dis',
      400,
      MESSAGES.brokenForm,
    ],
    ['multipart without a boundary', 'multipart/form-data', 'x', 400, MESSAGES.brokenForm],
    [
      'a body past the limit',
      'application/x-www-form-urlencoded',
      `email=${'a'.repeat(1024 * 1024)}`,
      413,
      MESSAGES.payloadTooLarge,
    ],
  ])('refuses %s with a Russian %i', async (_name, type, payload, status, message) => {
    const res = await post(type, payload);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ message });
  });

  it('answers a browser with a page of its own', async () => {
    const res = await post('application/json', '{}', 'text/html');
    expect(res.statusCode).toBe(415);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain(MESSAGES.unsupportedMediaType);
  });
});
