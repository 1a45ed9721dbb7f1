import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { redactUrlSecrets } from './redact-url';
import { serializeError } from './safe-error';

describe('redactUrlSecrets', () => {
  it('hides the values of token and sig, whatever their place, and keeps the rest', () => {
    expect(redactUrlSecrets('/orders/2026-000001?token=abc_DEF-123')).toBe(
      '/orders/2026-000001?token=[redacted]',
    );
    expect(redactUrlSecrets('GET:/orders/1/report?expires=99&sig=zz9 not found')).toBe(
      'GET:/orders/1/report?expires=99&sig=[redacted] not found',
    );
    expect(redactUrlSecrets('/x?a=1&TOKEN=q&b=2#top')).toBe('/x?a=1&TOKEN=[redacted]&b=2#top');
    expect(redactUrlSecrets('/search?q=token')).toBe('/search?q=token');
  });

  it("hides a payment result page's payment id and return proof", () => {
    expect(redactUrlSecrets('/payment-success?payment=Ab9_x-12345678&access=Zz_9-q')).toBe(
      '/payment-success?payment=[redacted]&access=[redacted]',
    );
  });
});

describe('serializeError', () => {
  const pgError = Object.assign(new Error('duplicate key value violates unique constraint "u"'), {
    code: '23505',
    constraint: 'u',
    detail: 'Key (email)=(anna@example.ru) already exists.',
  });

  it('keeps what failed and leaves out the query parameters and the row', () => {
    const error = new DrizzleQueryError('insert into t values ($1)', ['anna@example.ru'], pgError);
    const safe = serializeError(error);
    expect(safe).toMatchObject({
      type: 'DrizzleQueryError',
      message: 'Failed query: insert into t values ($1)\nparams: [withheld]',
      cause: { code: '23505', constraint: 'u', message: pgError.message },
    });
    expect(safe.stack).toMatch(/^Error: Failed query[^\n]*\nparams: \[withheld\]\n\s+at /);
    expect(JSON.stringify(safe)).not.toContain('anna@example.ru');
  });

  it('describes a thrown value that is not an Error', () => {
    expect(serializeError('oops ?token=abc')).toEqual({
      type: 'string',
      message: 'oops ?token=[redacted]',
    });
  });
});
