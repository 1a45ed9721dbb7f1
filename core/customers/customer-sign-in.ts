import { nowOf, type Clock } from '../clock';
import { createHash, randomBytes } from 'node:crypto';
import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import { CUSTOMER_SESSION_HOURS } from '../../contracts/my-orders';
import type { Database } from '../../db/client';
import {
  customerLinkRequests,
  customerLoginTokens,
  customerSessions,
  orders,
} from '../../db/schema';
import type { Config } from '../config';
import type { MailOutbox } from '../mail/mail-outbox';
import { customerEmail } from '../mail/templates/customer-email';
import { transactionWithMail, type SendMail, type Transaction } from '../mail/with-mail';
import { normalizeBaseUrl } from '../../contracts/base-url';

const LINK_MINUTES = 30;
// Enough for a person who lost a message; too few to flood someone's mailbox.
const LINKS_PER_HOUR = 3;

const hash = (token: string) => createHash('sha256').update(token).digest('hex');
const newToken = () => randomBytes(32).toString('base64url');

interface Deps {
  db: Database;
  mail: MailOutbox;
  config: Config;
  now?: Clock;
}

/**
 * "My orders": queues a request for a one-time sign-in link. The answer writes one row and
 * nothing else, the same for every address, so neither its content nor its timing tells who
 * ordered; `sendQueuedCustomerLinks` does the rest after it.
 */
export async function requestCustomerLink(deps: Deps, email: string): Promise<void> {
  await deps.db.insert(customerLinkRequests).values({ email, createdAt: nowOf(deps) });
  // Wakes a running mail worker, whose pass sends the queued links.
  deps.mail.notify();
}

/**
 * Handles the queued link requests one by one: each is claimed (`SKIP LOCKED`, so instances
 * sharing the database take different ones), and removed in the transaction that writes its
 * link and mail, so a failure leaves it queued. Answers how many were handled.
 */
export async function sendQueuedCustomerLinks(deps: Deps): Promise<number> {
  let handled = 0;
  for (;;) {
    const isHandled = await transactionWithMail(deps.db, deps.mail, async (tx, send) => {
      const [request] = await tx
        .select()
        .from(customerLinkRequests)
        .orderBy(customerLinkRequests.id)
        .limit(1)
        .for('update', { skipLocked: true });
      if (!request) return false;
      await tx.delete(customerLinkRequests).where(eq(customerLinkRequests.id, request.id));
      await sendCustomerLink(deps, tx, send, request.email);
      return true;
    });
    if (!isHandled) return handled;
    handled += 1;
  }
}

/** Mails a link when the address has orders and has not had too many this hour. */
async function sendCustomerLink(deps: Deps, tx: Transaction, send: SendMail, email: string) {
  const now = nowOf(deps);
  const [ordered] = await tx
    .select({ n: count(), name: sql<string>`max(${orders.contactName})` })
    .from(orders)
    .where(eq(sql`lower(${orders.email})`, email));
  if (!ordered || Number(ordered.n) === 0) return;
  const [recent] = await tx
    .select({ n: count() })
    .from(customerLoginTokens)
    .where(
      and(
        eq(customerLoginTokens.email, email),
        gt(customerLoginTokens.createdAt, new Date(now.getTime() - 3600_000)),
      ),
    );
  if (Number(recent?.n ?? 0) >= LINKS_PER_HOUR) return;
  const token = newToken();
  const url = `${normalizeBaseUrl(deps.config.PUBLIC_BASE_URL)}/my-orders/enter?token=${token}`;
  await tx.insert(customerLoginTokens).values({
    email,
    tokenHash: hash(token),
    expiresAt: new Date(now.getTime() + LINK_MINUTES * 60_000),
    createdAt: now,
  });
  await send({
    to: email,
    kind: 'my-orders-link',
    replyTo: deps.config.SITE_EMAIL,
    ...customerEmail({
      siteName: deps.config.SITE_NAME,
      title: 'Вход в «Мои заказы»',
      contactName: ordered.name,
      paragraphs: [
        'Вы запросили вход в раздел «Мои заказы». Ссылка действует 30 минут и открывается один раз.',
        'Если вы не запрашивали вход, просто удалите это письмо: без ссылки ваши заказы никто не увидит.',
      ],
      action: { label: 'Открыть мои заказы', url },
    }),
  });
}

/** Spends a sign-in link (once, before it expires) for a session of the same address. */
export async function consumeCustomerLink(
  db: Database,
  token: string,
  now = new Date(),
): Promise<{ sessionToken: string; email: string } | null> {
  if (!/^[\w-]{20,100}$/.test(token)) return null;
  return db.transaction(async (tx) => {
    const [link] = await tx
      .update(customerLoginTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(customerLoginTokens.tokenHash, hash(token)),
          isNull(customerLoginTokens.usedAt),
          gt(customerLoginTokens.expiresAt, now),
        ),
      )
      .returning({ email: customerLoginTokens.email });
    if (!link) return null;
    const sessionToken = newToken();
    await tx.insert(customerSessions).values({
      email: link.email,
      tokenHash: hash(sessionToken),
      expiresAt: new Date(now.getTime() + CUSTOMER_SESSION_HOURS * 3600_000),
    });
    return { sessionToken, email: link.email };
  });
}

export async function resolveCustomerSession(db: Database, token: string, now = new Date()) {
  if (!/^[\w-]{20,100}$/.test(token)) return null;
  const [row] = await db
    .select({ email: customerSessions.email })
    .from(customerSessions)
    .where(and(eq(customerSessions.tokenHash, hash(token)), gt(customerSessions.expiresAt, now)));
  return row?.email ?? null;
}

export async function endCustomerSession(db: Database, token: string): Promise<void> {
  await db.delete(customerSessions).where(eq(customerSessions.tokenHash, hash(token)));
}
