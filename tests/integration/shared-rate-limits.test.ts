import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tooManyRequestsMessage } from '../../contracts/messages';
import { databaseKinds } from '../helpers/databases';
import {
  isRedisReachable,
  redisKeysUnder,
  uniqueRedisPrefix,
  TEST_REDIS_URL,
} from '../helpers/redis';
import { createTestApp, type TestApp } from '../helpers/test-app';

const kinds = await databaseKinds();
const hasRedis = await isRedisReachable();

/** The contact form allows one client five questions in ten minutes. */
const QUESTIONS_PER_WINDOW = 5;
const question = {
  name: 'Анна Петрова',
  phone: '8-999-123-45-67',
  email: 'anna@example.ru',
  message: 'Нужен отчёт по компании.',
};

function ask(t: TestApp, remoteAddress: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/FeedBack/Question',
    payload: question,
    remoteAddress,
  });
}

/** Sends the client's questions to the instances in turn (as a balancer would) and answers the statuses. */
async function askInTurn(instances: TestApp[], client: string, count: number) {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) {
    statuses.push((await ask(instances[i % instances.length] as TestApp, client)).statusCode);
  }
  return statuses;
}

/** Two instances behind one balancer: the sixth question, on either, is one too many. */
async function expectOneLimit(a: TestApp, b: TestApp, client: string) {
  expect(await askInTurn([a, b], client, QUESTIONS_PER_WINDOW)).toEqual([200, 200, 200, 200, 200]);
  const refused = await ask(b, client);
  expect(refused.statusCode).toBe(429);
  const wait = Number(refused.headers['retry-after']);
  expect(wait).toBeGreaterThan(0);
  // The shared store's time to live gives the wait said, as the in-memory store's does.
  expect(refused.json()).toEqual({ message: tooManyRequestsMessage(wait) });
  expect(refused.json().message).toMatch(/через 10 минут/);
  expect((await ask(a, client)).statusCode).toBe(429);
  // Another client is counted apart.
  expect((await ask(a, `${client}0`)).statusCode).toBe(200);
}

describe.each(kinds)('two instances over one %s database (RATE_LIMIT_STORE=database)', (kind) => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await createTestApp(kind, { RATE_LIMIT_STORE: 'database' });
    b = await createTestApp(kind, { RATE_LIMIT_STORE: 'database' }, { database: a.database });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('enforce one limit between them', async () => {
    await expectOneLimit(a, b, '10.50.0.1');
  });

  it('share the limit of unknown API paths too (a limit made with app.rateLimit)', async () => {
    const client = '10.50.0.2';
    for (let i = 0; i < 60; i++) {
      const res = await (i % 2 ? a : b).app.inject({ url: `/api/Nope${i}`, remoteAddress: client });
      expect(res.statusCode).toBe(404);
    }
    const refused = await a.app.inject({ url: '/api/Nope', remoteAddress: client });
    expect(refused.statusCode).toBe(429);
  });

  it('let requests through, uncounted, when the counters cannot be written', async () => {
    const { db } = a.database;
    await db.execute(sql`alter table rate_limit_hits rename to rate_limit_hits_away`);
    try {
      const statuses = await askInTurn([a, b], '10.50.0.3', QUESTIONS_PER_WINDOW + 2);
      expect(statuses).toEqual(Array(QUESTIONS_PER_WINDOW + 2).fill(200));
    } finally {
      await db.execute(sql`alter table rate_limit_hits_away rename to rate_limit_hits`);
    }
  });
});

// One embedded database under the instances below: its migration and seeding are the slow part.
let base: TestApp;
beforeAll(async () => {
  base = await createTestApp('pglite');
});
afterAll(async () => {
  await base?.close();
});

/** A second instance of the server over `base`'s database, with its own configuration. */
const instance = (env: Record<string, string> = {}) =>
  createTestApp('pglite', env, { database: base.database });

describe('the in-memory store (the default on the embedded database, one instance only)', () => {
  it('limits its own instance', async () => {
    expect(base.config.RATE_LIMIT_STORE).toBeUndefined();
    const statuses = await askInTurn([base], '10.80.0.1', QUESTIONS_PER_WINDOW + 1);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('counts apart in each instance: behind a balancer a client gets a limit per instance', async () => {
    const other = await instance();
    try {
      const statuses = await askInTurn([base, other], '10.80.0.2', QUESTIONS_PER_WINDOW + 1);
      expect(statuses).toEqual(Array(QUESTIONS_PER_WINDOW + 1).fill(200));
    } finally {
      await other.close();
    }
  });
});

describe.skipIf(!hasRedis)('two instances sharing one Redis (RATE_LIMIT_STORE=redis)', () => {
  const prefix = uniqueRedisPrefix();
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    // No counter goes to the database with Redis configured: the keys below show where they go.
    const env = { REDIS_URL: TEST_REDIS_URL, REDIS_KEY_PREFIX: prefix };
    a = await instance(env);
    b = await instance(env);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await redisKeysUnder(prefix, { remove: true });
  });

  it('enforce one limit between them, counted under the configured prefix', async () => {
    await expectOneLimit(a, b, '10.60.0.1');
    const keys = await redisKeysUnder(prefix, { remove: false });
    expect(keys).toContain(`${prefix}rate-limit:POST /api/FeedBack/Question 10.60.0.1`);
  });
});

describe('a Redis that does not answer', () => {
  it('lets requests through, uncounted, instead of failing them', async () => {
    // Port 1: nothing listens, so every connection is refused at once.
    const t = await instance({ REDIS_URL: 'redis://127.0.0.1:1' });
    try {
      const statuses = await askInTurn([t], '10.70.0.1', QUESTIONS_PER_WINDOW + 2);
      expect(statuses).toEqual(Array(QUESTIONS_PER_WINDOW + 2).fill(200));
    } finally {
      await t.close();
    }
  });
});

describe('RATE_LIMIT_STORE=none (load tests)', () => {
  it('counts nothing and refuses no one', async () => {
    const t = await instance({ RATE_LIMIT_STORE: 'none' });
    try {
      const statuses = await askInTurn([t], '10.90.0.1', QUESTIONS_PER_WINDOW + 2);
      expect(statuses).toEqual(Array(QUESTIONS_PER_WINDOW + 2).fill(200));
    } finally {
      await t.close();
    }
  });
});
