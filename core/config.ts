import { normalizeBaseUrl } from '../contracts/base-url';
import type { SiteInfo } from '../contracts/site';
import path from 'node:path';
import { z } from 'zod';

const RATE_LIMIT_STORES = ['memory', 'database', 'redis', 'none'] as const;
export type RateLimitStore = (typeof RATE_LIMIT_STORES)[number];

const url = z.url({ protocol: /^https?$/, error: 'ожидается адрес вида https://example.ru' });
/** A base address every consumer can append `/path` to (contracts/base-url.ts). */
const baseUrl = url.transform(normalizeBaseUrl);
const optionalText = z
  .string()
  .trim()
  .transform((v) => v || undefined)
  .optional();

/** A whole number within bounds, refused in Russian otherwise. */
const wholeNumber = (min: number, max: number, fallback: number) => {
  const error = `ожидается целое число от ${min} до ${max}`;
  return z.coerce
    .number({ error })
    .int({ error })
    .min(min, { error })
    .max(max, { error })
    .default(fallback);
};

/** Every environment variable the product reads; README's configuration table mirrors it. */
const ConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /**
   * The interface to listen on: loopback by default (`localhost`, every address it resolves to), so that only
   * a site configured for the public (see `productionProblems`) listens beyond this machine.
   */
  HOST: z.string().trim().min(1).default('localhost'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATABASE_URL: z
    .string()
    .trim()
    .refine((v) => v === '' || /^postgres(ql)?:\/\//.test(v), 'ожидается postgres://…')
    .transform((v) => v || undefined)
    .optional(),
  DATA_DIR: z.string().default('./data'),
  /** Unset: this very server, `http://localhost:${PORT}` (see `loadConfig`). */
  PUBLIC_BASE_URL: baseUrl.optional(),
  STAGING_BASE_URL: baseUrl.optional(),
  /**
   * Which proxies' X-Forwarded-For to believe: `false` none; `true` or a number the hops of
   * proxies in front (`true` = 1, the README's nginx); or a comma-separated list of proxy
   * addresses/CIDRs. Never "everyone": the left-most entry is whatever the client typed.
   */
  TRUST_PROXY: z
    .string()
    .trim()
    .default('false')
    .transform((v, ctx): false | number | string[] => {
      if (v === '' || v === 'false' || v === '0') return false;
      if (v === 'true') return 1;
      if (/^\d{1,2}$/.test(v)) return Number(v);
      const list = v
        .split(',')
        .map((a) => a.trim())
        .filter(Boolean);
      if (list.every((a) => /^[\d.:a-fA-F]+(\/\d{1,3})?$/.test(a))) return list;
      ctx.addIssue({
        code: 'custom',
        message: 'ожидается false, true, число прокси или список их адресов через запятую',
      });
      return z.NEVER;
    }),
  /**
   * Multiplies every per-client request limit (orders, questions, reviews, searches…): for
   * browser and load tests run from one address. Refused above 1 on a public address.
   */
  RATE_LIMIT_FACTOR: z.coerce.number().int().min(1).max(10_000).default(1),
  /**
   * Where per-client request counts live: `memory` (this process only), `database` (a table
   * every instance shares), `redis` (REDIS_URL), `none` (nothing counted: load tests only).
   * Unset: see `rateLimitStoreOf`.
   */
  RATE_LIMIT_STORE: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum(RATE_LIMIT_STORES, { error: 'ожидается memory, database, redis или none' }).optional(),
  ),
  REDIS_URL: z
    .string()
    .trim()
    .refine((v) => v === '' || /^rediss?:\/\//.test(v), 'ожидается redis://…')
    .transform((v) => v || undefined)
    .optional(),
  /** Put before every Redis key, so several sites or environments can share one Redis. */
  REDIS_KEY_PREFIX: z.string().default('inocheck:'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SITE_NAME: z.string().default('ИноПроверка'),
  SITE_PHONE_1: z.string().default('+7 (495) 120-45-67'),
  SITE_PHONE_2: z.string().default('+7 (800) 350-12-34'),
  SITE_EMAIL: z.email({ error: 'ожидается адрес электронной почты' }).default('info@inocheck.ru'),
  SITE_ADDRESS: z
    .string()
    .default('141407, Московская область, г. Химки, ул. Ленинградская, д. 29, офис 412'),
  OPERATOR_NAME: z.string().default('ООО «ИноПроверка»'),
  OPERATOR_INN: z
    .string()
    .regex(/^\d{10}$|^\d{12}$/, 'ИНН — 10 или 12 цифр')
    .default('0000000000'),
  OPERATOR_OGRN: z
    .string()
    .regex(/^\d{13}$|^\d{15}$/, 'ОГРН — 13 или 15 цифр')
    .default('0000000000000'),
  OPERATOR_ADDRESS: z.string().optional(),
  OPERATOR_KPP: z
    .string()
    .regex(/^\d{9}$/, 'КПП — 9 цифр')
    .default('000000000'),
  OPERATOR_BANK_NAME: z.string().trim().min(1).default('АО «Демо-Банк»'),
  OPERATOR_BIK: z
    .string()
    .regex(/^\d{9}$/, 'БИК — 9 цифр')
    .default('000000000'),
  OPERATOR_ACCOUNT: z
    .string()
    .regex(/^\d{20}$/, 'расчётный счёт — 20 цифр')
    .default('00000000000000000000'),
  OPERATOR_CORR_ACCOUNT: z
    .string()
    .regex(/^\d{20}$/, 'корреспондентский счёт — 20 цифр')
    .default('00000000000000000000'),
  /** The operator's VAT: 'none' (УСН, «Без НДС») or a rate in per cent, e.g. '22'. */
  VAT_RATE: z
    .string()
    .regex(/^(none|\d{1,2})$/, 'ожидается none или ставка в процентах, например 22')
    .default('none'),
  PAYMENT_PROVIDER: z.enum(['test', 'yookassa']).default('test'),
  /**
   * A public site that is only for testing: with PAYMENT_PROVIDER=test it may run the test
   * gateway on a public address, and every page says that it is a test site.
   */
  TEST_SITE: z
    .enum(['true', 'false', '1', '0', ''])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
  YOOKASSA_SHOP_ID: optionalText,
  YOOKASSA_SECRET_KEY: optionalText,
  YOOKASSA_API_URL: baseUrl.default('https://api.yookassa.ru/v3'),
  /** 54-ФЗ receipt `vat_code`: 1 без НДС, 11 — 22 %, 12 — 22/122 … (the operator's tax regime). */
  YOOKASSA_VAT_CODE: z.coerce.number().int().min(1).max(12).default(1),
  /** Accept notifications only from YooKassa's published networks (behind a trusted proxy). */
  YOOKASSA_CHECK_IP: z
    .enum(['true', 'false', '1', '0', ''])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
  /**
   * Signs download links in e-mails and derives the tokens of customers' order links. Required on
   * a public address; elsewhere empty means a random database-kept key for download links and a
   * published demonstration key for order links.
   */
  SIGNING_SECRET: z
    .string()
    .trim()
    .refine((v) => v === '' || v.length >= 32, 'не короче 32 символов')
    .transform((v) => v || undefined)
    .optional(),
  CONTENT_DIR: z.string().default('./content'),
  /** Unset: true, but false under NODE_ENV=production (see `loadConfig`). */
  SEED_DEMO_DATA: z
    .enum(['true', 'false', '1', '0', ''])
    .default('true')
    .transform((v) => v === 'true' || v === '1'),
  STAFF_EMAIL: optionalText,
  SMTP_URL: optionalText,
  MAIL_FROM: z.string().default('ИноПроверка <noreply@inocheck.ru>'),
  /**
   * Slow clients: a request's headers must arrive within HEADERS_TIMEOUT_MS, the whole request
   * (a report upload included) within REQUEST_TIMEOUT_MS, else 408.
   */
  REQUEST_TIMEOUT_MS: wholeNumber(1000, 3_600_000, 120_000),
  HEADERS_TIMEOUT_MS: wholeNumber(1000, 600_000, 20_000),
  /** Pages rendered at once; another waits up to RENDER_QUEUE_TIMEOUT_MS for a turn, then 503. */
  MAX_CONCURRENT_RENDERS: wholeNumber(1, 10_000, 16),
  RENDER_QUEUE_TIMEOUT_MS: wholeNumber(0, 60_000, 2000),
  /** A sanctions list published longer ago than this is shown as stale and warned about. */
  SANCTIONS_MAX_AGE_DAYS: wholeNumber(1, 3650, 7),
  /** Official addresses `npm run sanctions:update` reads (OFAC: its main CSV; the other three beside it). */
  SANCTIONS_URL_OFAC_SDN: url.default(
    'https://sanctionslistservice.ofac.treas.gov/api/PublicationPreview/exports/SDN.CSV',
  ),
  SANCTIONS_URL_OFAC_CONS: url.default(
    'https://sanctionslistservice.ofac.treas.gov/api/PublicationPreview/exports/CONS_PRIM.CSV',
  ),
  SANCTIONS_URL_EU: url.default(
    'https://webgate.ec.europa.eu/fsd/fsf/public/files/xmlFullSanctionsList_1_1/content?token=dG9rZW4tMjAxNw',
  ),
  SANCTIONS_URL_UK: url.default('https://sanctionslist.fcdo.gov.uk/docs/UK-Sanctions-List.xml'),
  SANCTIONS_URL_UN: url.default('https://scsanctions.un.org/resources/xml/en/consolidated.xml'),
});

export type Config = Omit<z.infer<typeof ConfigSchema>, 'PUBLIC_BASE_URL'> & {
  PUBLIC_BASE_URL: string;
  dataDir: string;
  /** Whether PAYMENT_PROVIDER was set rather than defaulted to the test gateway. */
  isPaymentProviderSet: boolean;
};

/**
 * The rate-limit store in force: the one named, else Redis when REDIS_URL is set, else the
 * database on a PostgreSQL server (several instances may share it), else this process's memory
 * (the embedded database serves one instance only).
 */
export function rateLimitStoreOf(config: Config): RateLimitStore {
  if (config.RATE_LIMIT_STORE) return config.RATE_LIMIT_STORE;
  if (config.REDIS_URL) return 'redis';
  return config.DATABASE_URL ? 'database' : 'memory';
}

function checkRateLimitStore(config: z.infer<typeof ConfigSchema>, ctx: z.RefinementCtx) {
  if (config.RATE_LIMIT_STORE === 'redis' && !config.REDIS_URL) {
    ctx.addIssue({
      code: 'custom',
      path: ['REDIS_URL'],
      message: 'нужен для RATE_LIMIT_STORE=redis',
    });
  }
}

const isAllZeros = (v: string) => /^0+$/.test(v);

/** A name or address of this machine's loopback interface only. */
function isLoopback(host: string): boolean {
  const bare = host.toLowerCase().replace(/^\[|\]$/g, '');
  return (
    bare === 'localhost' ||
    bare === '::1' ||
    /^(::ffff:)?127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(bare)
  );
}

/**
 * Whether anyone but this machine can reach the site: it listens beyond loopback (HOST), or its
 * public address (PUBLIC_BASE_URL) is not loopback, as behind a reverse proxy on this machine.
 * Whatever NODE_ENV says: `NODE_ENV=development npm start` on a server is just as public.
 */
export function isPublicAddress(config: Pick<Config, 'HOST' | 'PUBLIC_BASE_URL'>): boolean {
  return !isLoopback(config.HOST) || !isLoopback(new URL(config.PUBLIC_BASE_URL).hostname);
}

/**
 * What a public installation may not run with: a published key for private links, the test
 * gateway (customers would mark their own orders paid) unless the site says it is a test site,
 * the demo zeros in the operator's details (they would land on invoices, acts and receipts),
 * a real payment provider without its keys. A site on loopback (`make run`, the tests) is a
 * demonstration and may. The demo staff account is checked once the database is open
 * (`demoStaffProblems`).
 */
export function productionProblems(config: Config): string[] {
  if (!isPublicAddress(config)) return [];
  const problems: string[] = [];
  const zeros = {
    OPERATOR_INN: config.OPERATOR_INN,
    OPERATOR_OGRN: config.OPERATOR_OGRN,
    OPERATOR_KPP: config.OPERATOR_KPP,
    OPERATOR_BIK: config.OPERATOR_BIK,
    OPERATOR_ACCOUNT: config.OPERATOR_ACCOUNT,
    OPERATOR_CORR_ACCOUNT: config.OPERATOR_CORR_ACCOUNT,
  };
  for (const [name, value] of Object.entries(zeros)) {
    if (isAllZeros(value)) problems.push(`${name}: демо-значение из нулей, укажите настоящее`);
  }
  if (config.RATE_LIMIT_FACTOR !== 1) {
    problems.push('RATE_LIMIT_FACTOR: только для тестов, на публичном адресе должно быть 1');
  }
  if (config.RATE_LIMIT_STORE === 'none') {
    problems.push(
      'RATE_LIMIT_STORE=none: только для нагрузочных тестов, на публичном адресе ограничения нужны',
    );
  }
  if (!config.SIGNING_SECRET) {
    problems.push(
      'SIGNING_SECRET: нужен на публичном адресе (от него зависят ссылки на заказы), не короче 32 символов',
    );
  }
  if (config.PAYMENT_PROVIDER === 'test' && !(config.isPaymentProviderSet && config.TEST_SITE)) {
    problems.push(
      'PAYMENT_PROVIDER: на публичном адресе тестовый шлюз не работает — с ним покупатели сами отмечают заказы оплаченными. ' +
        'Укажите PAYMENT_PROVIDER=yookassa или, для тестового сайта, PAYMENT_PROVIDER=test вместе с TEST_SITE=true ' +
        '(the test payment gateway is refused on a public address unless both PAYMENT_PROVIDER=test and TEST_SITE=true are set)',
    );
  }
  if (
    config.PAYMENT_PROVIDER === 'yookassa' &&
    (!config.YOOKASSA_SHOP_ID || !config.YOOKASSA_SECRET_KEY)
  ) {
    problems.push('YOOKASSA_SHOP_ID и YOOKASSA_SECRET_KEY: нужны для PAYMENT_PROVIDER=yookassa');
  }
  return problems;
}

export class ConfigError extends Error {}

/** Parses the environment once at start-up and names every wrong variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // Demo data is for trying the product out: a production start seeds none unless asked.
  const seedDemoData = env.SEED_DEMO_DATA ?? (env.NODE_ENV === 'production' ? 'false' : 'true');
  const parsed = ConfigSchema.superRefine(checkRateLimitStore).safeParse({
    ...env,
    SEED_DEMO_DATA: seedDemoData,
  });
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (issue) =>
        `  ${issue.path.join('.')}: ${issue.message} (получено: ${JSON.stringify(env[String(issue.path[0])])})`,
    );
    throw new ConfigError(`Неверная конфигурация в переменных окружения:\n${lines.join('\n')}`);
  }
  const { PUBLIC_BASE_URL, PORT } = parsed.data;
  return {
    ...parsed.data,
    // A fixed default would send the pay redirect, the private links and every e-mail to
    // another port than the one this server listens on.
    PUBLIC_BASE_URL: PUBLIC_BASE_URL ?? `http://localhost:${PORT}`,
    dataDir: path.resolve(parsed.data.DATA_DIR),
    isPaymentProviderSet: env.PAYMENT_PROVIDER !== undefined,
  };
}

/** The contact details and names the browser may see: an explicit whitelist. */
export function publicSiteConfig(config: Config): SiteInfo {
  return {
    siteName: config.SITE_NAME,
    phones: [config.SITE_PHONE_1, config.SITE_PHONE_2],
    email: config.SITE_EMAIL,
    address: config.SITE_ADDRESS,
    publicBaseUrl: config.PUBLIC_BASE_URL,
    stagingBaseUrl: config.STAGING_BASE_URL,
    isTestSite: config.TEST_SITE,
  };
}
