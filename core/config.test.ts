import { describe, expect, it } from 'vitest';
import {
  ConfigError,
  isPublicAddress,
  loadConfig,
  productionProblems,
  rateLimitStoreOf,
} from './config';

describe('loadConfig', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.dataDir).toMatch(/data$/);
    // Loopback only, the test gateway, demo data: `make run` as it always was, seen from this machine.
    expect(config.HOST).toBe('localhost');
    expect(config.PAYMENT_PROVIDER).toBe('test');
    expect(config.TEST_SITE).toBe(false);
    expect(config.SEED_DEMO_DATA).toBe(true);
  });

  it('seeds no demo data in production unless asked to', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).SEED_DEMO_DATA).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', SEED_DEMO_DATA: 'true' }).SEED_DEMO_DATA).toBe(
      true,
    );
    expect(loadConfig({ NODE_ENV: 'development' }).SEED_DEMO_DATA).toBe(true);
    expect(loadConfig({ SEED_DEMO_DATA: 'false' }).SEED_DEMO_DATA).toBe(false);
  });

  it('defaults the public address to the port it listens on', () => {
    expect(loadConfig({}).PUBLIC_BASE_URL).toBe('http://localhost:3000');
    expect(loadConfig({ PORT: '3100' }).PUBLIC_BASE_URL).toBe('http://localhost:3100');
    expect(
      loadConfig({ PORT: '3100', PUBLIC_BASE_URL: 'https://inocheck.ru' }).PUBLIC_BASE_URL,
    ).toBe('https://inocheck.ru');
  });

  it('keeps every base address in one form, ready for `${base}/path`', () => {
    const config = loadConfig({
      PUBLIC_BASE_URL: 'HTTPS://InoCheck.ru/',
      STAGING_BASE_URL: 'https://stage.inocheck.ru:443//',
      YOOKASSA_API_URL: 'https://api.yookassa.ru/v3/',
    });
    expect(config.PUBLIC_BASE_URL).toBe('https://inocheck.ru');
    expect(config.STAGING_BASE_URL).toBe('https://stage.inocheck.ru');
    expect(config.YOOKASSA_API_URL).toBe('https://api.yookassa.ru/v3');
    expect(loadConfig({}).YOOKASSA_API_URL).toBe('https://api.yookassa.ru/v3');
  });

  it('names the wrong variable and the value it got', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL.*mysql/s);
    expect(() => loadConfig({ PUBLIC_BASE_URL: 'not a url' })).toThrow(/PUBLIC_BASE_URL/);
    expect(() => loadConfig({ SITE_EMAIL: 'nope' })).toThrow(/SITE_EMAIL/);
  });

  it('bounds the timeouts and the render cap, in Russian', () => {
    const config = loadConfig({});
    expect(config.REQUEST_TIMEOUT_MS).toBe(120_000);
    expect(config.MAX_CONCURRENT_RENDERS).toBe(16);
    expect(loadConfig({ RENDER_QUEUE_TIMEOUT_MS: '0' }).RENDER_QUEUE_TIMEOUT_MS).toBe(0);
    expect(() => loadConfig({ HEADERS_TIMEOUT_MS: '10' })).toThrow(
      /HEADERS_TIMEOUT_MS: ожидается целое число от 1000 до 600000 \(получено: "10"\)/,
    );
    expect(() => loadConfig({ MAX_CONCURRENT_RENDERS: 'много' })).toThrow(
      /MAX_CONCURRENT_RENDERS: ожидается целое число/,
    );
    expect(() => loadConfig({ MAX_CONCURRENT_RENDERS: '2.5' })).toThrow(/MAX_CONCURRENT_RENDERS/);
  });

  it('accepts a PostgreSQL URL', () => {
    expect(
      loadConfig({ DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test' }).DATABASE_URL,
    ).toBe('postgres://postgres@127.0.0.1:5432/test');
  });
});

/** A public installation with everything it needs. */
const REAL_SITE = {
  NODE_ENV: 'production',
  PUBLIC_BASE_URL: 'https://inocheck.ru',
  OPERATOR_INN: '7707083893',
  OPERATOR_OGRN: '1027700132195',
  OPERATOR_KPP: '773601001',
  OPERATOR_BIK: '044525225',
  OPERATOR_ACCOUNT: '40702810938000012345',
  OPERATOR_CORR_ACCOUNT: '30101810400000000225',
  SIGNING_SECRET: 'a-real-secret-of-at-least-32-characters',
  PAYMENT_PROVIDER: 'yookassa',
  YOOKASSA_SHOP_ID: '123456',
  YOOKASSA_SECRET_KEY: 'live_secret',
};

describe('a public installation', () => {
  it('refuses the demo zeros on a public address, but not on localhost', () => {
    const publicSite = loadConfig({
      NODE_ENV: 'production',
      PUBLIC_BASE_URL: 'https://inocheck.ru',
    });
    expect(productionProblems(publicSite).join('\n')).toMatch(/OPERATOR_INN.*\n.*OPERATOR_OGRN/);
    const local = loadConfig({ NODE_ENV: 'production', PUBLIC_BASE_URL: 'http://localhost:3000' });
    expect(productionProblems(local)).toEqual([]);
    const real = loadConfig(REAL_SITE);
    expect(productionProblems(real)).toEqual([]);
    expect(productionProblems({ ...real, SIGNING_SECRET: undefined })).toEqual([
      'SIGNING_SECRET: нужен на публичном адресе (от него зависят ссылки на заказы), не короче 32 символов',
    ]);
    expect(productionProblems({ ...real, YOOKASSA_SECRET_KEY: undefined })).toEqual([
      'YOOKASSA_SHOP_ID и YOOKASSA_SECRET_KEY: нужны для PAYMENT_PROVIDER=yookassa',
    ]);
    expect(productionProblems({ ...real, RATE_LIMIT_FACTOR: 100 })).toEqual([
      'RATE_LIMIT_FACTOR: только для тестов, на публичном адресе должно быть 1',
    ]);
    expect(productionProblems({ ...local, RATE_LIMIT_FACTOR: 100 })).toEqual([]);
  });
});

describe('what counts as public', () => {
  it('is listening beyond loopback, or a public address in PUBLIC_BASE_URL', () => {
    const local = { HOST: 'localhost', PUBLIC_BASE_URL: 'http://localhost:3000' };
    expect(isPublicAddress(local)).toBe(false);
    for (const HOST of ['127.0.0.1', '127.0.0.53', '::1', '[::1]']) {
      expect(isPublicAddress({ ...local, HOST }), HOST).toBe(false);
    }
    for (const HOST of ['0.0.0.0', '::', '10.0.0.5', 'inocheck.ru']) {
      expect(isPublicAddress({ ...local, HOST }), HOST).toBe(true);
    }
    expect(isPublicAddress({ ...local, PUBLIC_BASE_URL: 'https://inocheck.ru' })).toBe(true);
  });

  it('needs SIGNING_SECRET even when only HOST makes it public, whatever NODE_ENV says', () => {
    const listening = loadConfig({
      ...REAL_SITE,
      PUBLIC_BASE_URL: 'http://localhost:3000',
      HOST: '0.0.0.0',
      SIGNING_SECRET: '',
    });
    expect(productionProblems(listening)).toEqual([
      'SIGNING_SECRET: нужен на публичном адресе (от него зависят ссылки на заказы), не короче 32 символов',
    ]);
    expect(productionProblems({ ...listening, NODE_ENV: 'development' })).toHaveLength(1);
    expect(productionProblems({ ...listening, HOST: '127.0.0.1' })).toEqual([]);
  });
});

describe('the test payment gateway', () => {
  const { PAYMENT_PROVIDER: _provider, ...withoutProvider } = REAL_SITE;
  const refusal = (config: ReturnType<typeof loadConfig>) =>
    productionProblems(config).filter((p) => p.startsWith('PAYMENT_PROVIDER'));

  it('is the default on loopback, as `make run` has it', () => {
    expect(productionProblems(loadConfig({ NODE_ENV: 'production' }))).toEqual([]);
  });

  it('is refused on a public address, by default or when set without TEST_SITE=true', () => {
    for (const env of [
      withoutProvider,
      { ...withoutProvider, PAYMENT_PROVIDER: 'test' },
      { ...withoutProvider, TEST_SITE: 'true' },
      { ...withoutProvider, PAYMENT_PROVIDER: 'test', TEST_SITE: 'false' },
    ]) {
      const [problem, ...others] = refusal(loadConfig(env));
      expect(others).toEqual([]);
      expect(problem).toMatch(/PAYMENT_PROVIDER=test вместе с TEST_SITE=true/);
      expect(problem).toMatch(/unless both PAYMENT_PROVIDER=test and TEST_SITE=true are set/);
    }
  });

  it('runs a public test site when both PAYMENT_PROVIDER=test and TEST_SITE=true are set', () => {
    const testSite = loadConfig({
      ...withoutProvider,
      PAYMENT_PROVIDER: 'test',
      TEST_SITE: 'true',
    });
    expect(productionProblems(testSite)).toEqual([]);
  });
});

describe('the rate-limit store', () => {
  const pg = 'postgres://postgres@127.0.0.1:5432/test';

  it('is shared by default wherever several instances can run', () => {
    expect(rateLimitStoreOf(loadConfig({}))).toBe('memory');
    expect(rateLimitStoreOf(loadConfig({ DATABASE_URL: pg }))).toBe('database');
    expect(rateLimitStoreOf(loadConfig({ DATABASE_URL: pg, REDIS_URL: 'redis://r:6379' }))).toBe(
      'redis',
    );
    expect(rateLimitStoreOf(loadConfig({ DATABASE_URL: pg, RATE_LIMIT_STORE: 'memory' }))).toBe(
      'memory',
    );
    expect(rateLimitStoreOf(loadConfig({ RATE_LIMIT_STORE: '' }))).toBe('memory');
  });

  it('names what is wrong in Russian', () => {
    expect(() => loadConfig({ RATE_LIMIT_STORE: 'disk' })).toThrow(
      /RATE_LIMIT_STORE: ожидается memory, database, redis или none \(получено: "disk"\)/,
    );
    expect(() => loadConfig({ REDIS_URL: 'localhost:6379' })).toThrow(
      /REDIS_URL: ожидается redis:\/\/…/,
    );
    expect(() => loadConfig({ RATE_LIMIT_STORE: 'redis' })).toThrow(
      /REDIS_URL: нужен для RATE_LIMIT_STORE=redis/,
    );
  });

  it('may be none (no limits, for load tests) only off a public address', () => {
    const off = { RATE_LIMIT_STORE: 'none', NODE_ENV: 'production' };
    expect(productionProblems(loadConfig(off))).toEqual([]);
    expect(
      productionProblems(loadConfig({ ...off, PUBLIC_BASE_URL: 'https://inocheck.ru' })),
    ).toContain(
      'RATE_LIMIT_STORE=none: только для нагрузочных тестов, на публичном адресе ограничения нужны',
    );
  });
});
