import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { testGatewayPayments } from '../../../db/schema';
import {
  PaymentProviderError,
  type PaymentProvider,
  type ProviderPayment,
  type ProviderRefund,
} from '../payment-provider';

/** Where the tester chooses the outcome of a test payment. */
const TEST_GATEWAY_PATH = '/test-gateway';

type Row = typeof testGatewayPayments.$inferSelect;

function toPayment(row: Row): ProviderPayment {
  return {
    id: row.id,
    status: row.status,
    amount: { value: row.amount, currency: row.currency },
    // A path on this very site: an absolute address would point wherever PUBLIC_BASE_URL says,
    // and the browser's `form-action 'self'` blocks the pay redirect to any other origin.
    confirmationUrl: row.status === 'pending' ? `${TEST_GATEWAY_PATH}/${row.id}` : null,
    metadata: row.metadata,
    paid: row.status === 'succeeded',
    cancellation:
      row.status === 'canceled'
        ? { party: 'payment_network', reason: row.cancellationReason ?? 'general_decline' }
        : null,
    test: true,
  };
}

/**
 * The built-in provider for demonstrations and tests: it keeps "its" payments in a table of
 * its own and answers exactly as the real provider's API would, so the site's code paths
 * (create, re-read, notification, refund) are the production ones.
 */
export function createTestGatewayProvider(db: Database): PaymentProvider {
  const read = async (id: string): Promise<Row> => {
    const [row] = await db.select().from(testGatewayPayments).where(eq(testGatewayPayments.id, id));
    if (!row) throw new PaymentProviderError(`test gateway: no payment ${id}`, false, 404);
    return row;
  };
  return {
    name: 'test',
    async createPayment(input) {
      const byKey = async () =>
        (
          await db
            .select()
            .from(testGatewayPayments)
            .where(eq(testGatewayPayments.idempotenceKey, input.idempotenceKey))
        )[0];
      const existing = await byKey();
      if (existing) return toPayment(existing);
      const [row] = await db
        .insert(testGatewayPayments)
        .values({
          id: `tg_${randomBytes(12).toString('hex')}`,
          idempotenceKey: input.idempotenceKey,
          status: 'pending',
          amount: input.amount.value,
          currency: input.amount.currency,
          description: input.description,
          returnUrl: input.returnUrl,
          metadata: input.metadata,
          receipt: input.receipt,
        })
        .onConflictDoNothing({ target: testGatewayPayments.idempotenceKey })
        .returning();
      const saved = row ?? (await byKey());
      if (!saved) throw new Error('test gateway: payment vanished');
      return toPayment(saved);
    },
    async getPayment(id) {
      return toPayment(await read(id));
    },
    async cancelPayment(id) {
      // Like YooKassa: only a payment held for capture can be cancelled, and this gateway's
      // payments are captured at once (the tester decides them on the gateway's page).
      const row = await read(id);
      throw new PaymentProviderError(
        `test gateway: a ${row.status} payment cannot be cancelled`,
        false,
        400,
      );
    },
    async createRefund(input): Promise<ProviderRefund> {
      const row = await read(input.paymentId);
      if (row.status !== 'succeeded')
        throw new PaymentProviderError(
          'test gateway: only a succeeded payment is refunded',
          false,
          400,
        );
      await db
        .update(testGatewayPayments)
        .set({ refundedAmount: input.amount.value })
        .where(eq(testGatewayPayments.id, row.id));
      return {
        id: `${row.id}_refund`,
        paymentId: row.id,
        status: 'succeeded',
        amount: input.amount,
      };
    },
    async getRefund(id): Promise<ProviderRefund> {
      const row = await read(id.replace(/_refund$/, ''));
      if (!row.refundedAmount)
        throw new PaymentProviderError(`test gateway: no refund ${id}`, false, 404);
      return {
        id,
        paymentId: row.id,
        status: 'succeeded',
        amount: { value: row.refundedAmount, currency: row.currency },
      };
    },
  };
}

export type TestGatewayOutcome = 'succeeded' | 'canceled' | 'pending';

/**
 * The tester's choice on the gateway page; answers where to send the browser back and whether
 * this choice decided the payment. Only a pending payment is decided, in one conditional update,
 * so of two choices made at once (or one repeated) exactly one decides and the rest change nothing.
 */
export async function decideTestPayment(
  db: Database,
  id: string,
  outcome: TestGatewayOutcome,
): Promise<{ returnUrl: string; status: Row['status']; isDecided: boolean } | null> {
  if (outcome !== 'pending') {
    const [decided] = await db
      .update(testGatewayPayments)
      .set({
        status: outcome,
        cancellationReason: outcome === 'canceled' ? 'insufficient_funds' : null,
      })
      .where(and(eq(testGatewayPayments.id, id), eq(testGatewayPayments.status, 'pending')))
      .returning();
    if (decided) return { returnUrl: decided.returnUrl, status: decided.status, isDecided: true };
  }
  const [row] = await db.select().from(testGatewayPayments).where(eq(testGatewayPayments.id, id));
  return row ? { returnUrl: row.returnUrl, status: row.status, isDecided: false } : null;
}

export async function getTestGatewayPayment(db: Database, id: string) {
  const [row] = await db.select().from(testGatewayPayments).where(eq(testGatewayPayments.id, id));
  return row
    ? {
        id: row.id,
        status: row.status,
        amount: row.amount,
        currency: row.currency,
        description: row.description,
      }
    : null;
}
