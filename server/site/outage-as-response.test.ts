import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../contracts/messages';
import { withOutageAsResponse } from './outage-as-response';

const outage = () => new Error('Failed query', { cause: { code: 'ECONNREFUSED' } });

/** The value a call rejected with. */
async function thrownBy(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => undefined,
    (error: unknown) => error,
  );
}

describe('services as the site sees them', () => {
  const services = {
    site: { siteName: 'ИноПроверка', phones: ['+7 1', '+7 2'] },
    dictionary: {
      listCountries: async (): Promise<string[]> => {
        throw outage();
      },
      getCountry: async (code: string) => ({ code }),
    },
    staff: { orders: { queue: () => Promise.reject(new Error('relation "x" does not exist')) } },
  };
  const site = withOutageAsResponse(services);

  it('turns a database outage into a 503 with the Russian message', async () => {
    const error = (await thrownBy(site.dictionary.listCountries())) as {
      type: string;
      data: unknown;
      init: { status: number };
    };
    expect(error.type).toBe('DataWithResponseInit');
    expect(error.init.status).toBe(503);
    expect(error.data).toEqual({ message: MESSAGES.databaseUnavailable });
  });

  it('passes answers, other errors and plain data through untouched', async () => {
    expect(await site.dictionary.getCountry('de')).toEqual({ code: 'de' });
    const wrong = await thrownBy(site.staff.orders.queue());
    expect(wrong).toBeInstanceOf(Error);
    expect((wrong as Error).message).toContain('does not exist');
    expect(site.site).toBe(services.site);
    expect(withOutageAsResponse(services)).toBe(site);
  });
});
