import { MESSAGES } from '../../../contracts/messages';
import { nowOf, type Clock } from '../../clock';
import { createHash } from 'node:crypto';
import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import { ORDER_MESSAGES } from '../../../contracts/order';
import { FOREIGN_PRICE_MESSAGES, isRoublePrice } from '../../../contracts/roubles';
import type { Company } from '../../../contracts/company-search';
import type {
  CreateOrderRequest,
  CreateOrderResponse,
  OrderCompanySnapshot,
} from '../../../contracts/order';
import type { Database } from '../../../db/client';
import { countries, orders, outbox, tariffs } from '../../../db/schema';
import { DomainError } from '../../domain-error';
import type { MailMessage } from '../../mail/mail-message';
import type { MailOutbox } from '../../mail/mail-outbox';
import { transactionWithMail } from '../../mail/with-mail';
import { nextOrderNumber } from '../order-number';
import type { Config } from '../../config';
import { mailedStatusPath, mailLinkKey } from '../../mail/private-links';
import { statusPath } from '../order-links';
import { recordOrderPlaced } from '../order-history';
import { newAccessSalt, orderAccessToken } from '../order-token';
import { expectedReadyDate, moscowDate } from '../working-days';

export interface CreateOrderDeps {
  db: Database;
  /** SIGNING_SECRET, from which the private link's token is derived. */
  config: Pick<Config, 'SIGNING_SECRET'>;
  /** The register's company by id (the company-source interface). */
  loadCompany: (id: number) => Promise<Company | null>;
  /** The messages to send about a new order; written to the outbox with the order. */
  mailFor: (order: OrderForMail) => MailMessage[];
  /** Where the e-mails go: written in the order's transaction, sent by the worker after. */
  mail: MailOutbox;
  now?: Clock;
}

export interface OrderForMail {
  number: string;
  statusPath: string;
  request: CreateOrderRequest;
  company: OrderCompanySnapshot;
  countryName: string;
  tariff: { name: string; price: number; currency: string; minDays: number; maxDays: number };
  expectedReadyDate: string;
  createdAt: Date;
}

function snapshotOf(request: CreateOrderRequest, registered: Company | null): OrderCompanySnapshot {
  if (registered) {
    const { id, name, nameLat, regCode, vatCode, address, phone, email, form, status } = registered;
    return {
      id,
      name,
      nameLat,
      regCode,
      vatCode,
      address,
      phone,
      email,
      form,
      status,
      isManual: false,
      addInfo: null,
    };
  }
  const typed = request.company ?? {};
  return {
    id: null,
    isManual: true,
    name: typed.name || typed.regCode || typed.vatCode || '',
    nameLat: typed.name ?? '',
    regCode: typed.regCode || null,
    vatCode: typed.vatCode || null,
    address: typed.address || null,
    phone: typed.phone || null,
    email: typed.email || null,
    form: null,
    status: 'Active',
    addInfo: typed.addInfo || null,
  };
}

type StoredOrderResponse = Omit<CreateOrderResponse, 'isConfirmationMailed'> & {
  /** False when the address had its hourly share of confirmations: the order is kept, unmailed. */
  isCustomerMailed: boolean;
};

/**
 * Anyone may type anyone's address into the order form: beyond this many confirmations an hour
 * to one address (whatever the client), orders are still taken but the customer is not mailed.
 */
export const CONFIRMATIONS_PER_ADDRESS_PER_HOUR = 5;
const HOUR_MS = 60 * 60 * 1000;
/** The kind of the customer's confirmation among the messages `mailFor` makes. */
export const CUSTOMER_CONFIRMATION_KIND = 'order-created';

/** Objects with their keys sorted, so the same request always serialises the same way. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, v]) => v !== undefined)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([k, v]) => [k, canonical(v)]),
    );
  }
  return value;
}

/** What a retry of the same submission repeats exactly: everything but the key itself. */
function orderRequestHash(request: CreateOrderRequest): string {
  const { idempotencyKey: _key, ...rest } = request;
  return createHash('sha256')
    .update(JSON.stringify(canonical(rest)))
    .digest('hex');
}

/**
 * The order a key already made, for a retry of the same request. The same key with another
 * request is refused: answering it would hand one customer's private link to another.
 */
async function existingOrder(
  { db, config }: CreateOrderDeps,
  key: string,
  requestHash: string,
): Promise<StoredOrderResponse | null> {
  const [found] = await db
    .select({
      id: orders.id,
      number: orders.number,
      accessSalt: orders.accessSalt,
      status: orders.status,
      expected: orders.expectedReadyDate,
      requestHash: orders.requestHash,
    })
    .from(orders)
    .where(eq(orders.idempotencyKey, key));
  if (!found) return null;
  if (found.requestHash !== null && found.requestHash !== requestHash) {
    throw new DomainError(422, ORDER_MESSAGES.repeatedKey);
  }
  return {
    orderNumber: found.number,
    statusPath: statusPath(found.number, orderAccessToken(config, found)),
    status: found.status as CreateOrderResponse['status'],
    expectedReadyDate: found.expected,
    isNew: false,
    isCustomerMailed: true,
  };
}

/**
 * Creates an order without payment ("pay only for finished reports"): a snapshot of the company
 * and the tariff as they are now, the first history entry and the e-mails, all in one
 * transaction. The same idempotency key always answers with the order it first created.
 */
export async function createOrder(
  deps: CreateOrderDeps,
  request: CreateOrderRequest,
  meta: { ip?: string } = {},
): Promise<CreateOrderResponse> {
  // Without SMTP the confirmation is only held in the outbox: the page must not claim it was sent.
  const { isCustomerMailed, ...stored } = await storeOrder(deps, request, meta);
  return { ...stored, isConfirmationMailed: deps.mail.isDeliveryConfigured && isCustomerMailed };
}

async function storeOrder(
  deps: CreateOrderDeps,
  request: CreateOrderRequest,
  meta: { ip?: string },
): Promise<StoredOrderResponse> {
  const { db } = deps;
  const requestHash = orderRequestHash(request);
  const previous = await existingOrder(deps, request.idempotencyKey, requestHash);
  if (previous) return previous;

  const code = request.countryCode.toUpperCase();
  const [country] = await db
    .select({ id: countries.id, name: countries.name })
    .from(countries)
    .where(eq(countries.code, code));
  if (!country) throw new DomainError(404, MESSAGES.countryNotFound);
  const [tariff] = await db
    .select({
      id: tariffs.id,
      name: tariffs.name,
      price: tariffs.price,
      currency: tariffs.currency,
      minDays: tariffs.minDays,
      maxDays: tariffs.maxDays,
    })
    .from(tariffs)
    .where(
      and(
        eq(tariffs.id, request.tariffId),
        eq(tariffs.countryId, country.id),
        isNull(tariffs.retiredAt),
      ),
    );
  if (!tariff)
    throw new DomainError(
      400,
      'Этот тариф недоступен для выбранной страны. Обновите страницу и выберите тариф снова.',
    );
  // Priced in another currency before prices became roubles only: off sale until re-priced.
  if (!isRoublePrice(tariff.currency)) throw new DomainError(409, FOREIGN_PRICE_MESSAGES.order);

  let registered: Company | null = null;
  if (request.companyId !== undefined) {
    registered = await deps.loadCompany(request.companyId);
    if (!registered || registered.countryCode.toUpperCase() !== code) {
      throw new DomainError(404, 'Компания не найдена. Вернитесь к поиску и выберите её снова.');
    }
  }

  const createdAt = nowOf(deps);
  const company = snapshotOf(request, registered);
  const expected = expectedReadyDate(createdAt, tariff.maxDays);
  const accessSalt = newAccessSalt();

  try {
    return await transactionWithMail(db, deps.mail, async (tx, send) => {
      const number = await nextOrderNumber(tx, Number(moscowDate(createdAt).slice(0, 4)));
      const [row] = await tx
        .insert(orders)
        .values({
          number,
          accessSalt,
          idempotencyKey: request.idempotencyKey,
          requestHash,
          status: 'new',
          countryCode: code,
          countryName: country.name,
          company,
          companyId: registered?.id ?? null,
          tariffId: tariff.id,
          tariffName: tariff.name,
          price: tariff.price,
          currency: tariff.currency,
          minDays: tariff.minDays,
          maxDays: tariff.maxDays,
          language: request.language,
          languageOther: request.language === 'other' ? request.languageOther : '',
          contactName: request.contactName,
          email: request.email,
          phone: request.phone,
          organisation: request.organisation,
          inn: request.inn,
          comment: request.comment,
          expectedReadyDate: expected,
          createdAt,
          updatedAt: createdAt,
          ip: meta.ip ?? null,
        })
        .returning({ id: orders.id });
      if (!row) throw new Error('order insert returned nothing');
      await recordOrderPlaced(tx, row.id, createdAt);
      const path = statusPath(number, orderAccessToken(deps.config, { id: row.id, accessSalt }));
      const messages = deps.mailFor({
        number,
        // The outbox keeps a stand-in for the token; the worker rebuilds it when sending.
        statusPath: mailedStatusPath(await mailLinkKey(tx, deps.config), { id: row.id, number }),
        request,
        company,
        countryName: country.name,
        tariff,
        expectedReadyDate: expected,
        createdAt,
      });
      const [mailed] = await tx
        .select({ recent: count() })
        .from(outbox)
        .where(
          and(
            sql`lower(${outbox.to}) = lower(${request.email})`,
            eq(outbox.kind, CUSTOMER_CONFIRMATION_KIND),
            gt(outbox.createdAt, new Date(createdAt.getTime() - HOUR_MS)),
          ),
        );
      const isCustomerMailed = (mailed?.recent ?? 0) < CONFIRMATIONS_PER_ADDRESS_PER_HOUR;
      for (const message of messages) {
        if (message.kind === CUSTOMER_CONFIRMATION_KIND && !isCustomerMailed) continue;
        await send({ ...message, orderId: row.id });
      }
      return {
        orderNumber: number,
        statusPath: path,
        status: 'new' as const,
        expectedReadyDate: expected,
        isNew: true,
        isCustomerMailed,
      };
    });
  } catch (error) {
    // Two submissions with one key at the same moment: the loser finds the winner's order.
    const raced = await existingOrder(deps, request.idempotencyKey, requestHash);
    if (raced) return raced;
    throw error;
  }
}
