import { createHash, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { z } from 'zod';

/** One request as the mock received it: headers lower-cased, body parsed when it was JSON. */
interface MockRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: unknown;
}

type Json = Record<string, unknown>;
type Answer = { status: number; body: unknown };
type Fault =
  | { kind: 'fail'; status: number; processed: boolean }
  | { kind: 'hang'; processed: boolean }
  | { kind: 'malformed'; shape: 'not-json' | 'wrong-shape' };

export interface YooKassaMockServer {
  /** YOOKASSA_API_URL for the client: `http://127.0.0.1:{port}/v3`. */
  apiUrl: string;
  shopId: string;
  secretKey: string;
  /** Every request received, in order (failed, hung and refused ones included). */
  requests: MockRequest[];
  /** The payments and refunds as GET would answer them now. */
  payments(): Json[];
  refunds(): Json[];
  succeedPayment(id: string): void;
  /** The customer paid a two-stage payment: held for capture, which the shop may cancel. */
  holdForCapture(id: string): void;
  cancelPayment(id: string, details?: { party: string; reason: string }): void;
  succeedRefund(id: string): void;
  /** The next `count` requests answer HTTP `status` (500); `processed`: done, answer lost. */
  failNext(count?: number, options?: { status?: number; processed?: boolean }): void;
  /** The next request gets no answer until close(); by default it is processed all the same. */
  hangNext(options?: { processed?: boolean }): void;
  /** The next request answers HTTP 200 with a body that is not JSON or not the object. */
  malformNext(shape?: 'not-json' | 'wrong-shape'): void;
  /** Forgets the failures not yet used. */
  clearFaults(): void;
  /** The body YooKassa would post about the object's current state. */
  notification(event: string, id: string): Json;
  close(): Promise<void>;
}

const error = (status: number, code: string, description: string, parameter?: string) => ({
  status,
  body: { type: 'error', id: randomUUID(), code, description, ...(parameter && { parameter }) },
});

// YooKassa's documented limits on what the site sends (API reference, "Create a payment").
const Amount = z.object({
  value: z.string().regex(/^\d+\.\d{2}$/, 'Amount value must have two decimals'),
  currency: z.string().regex(/^[A-Z]{3}$/),
});
const CreatePayment = z.object({
  amount: Amount,
  capture: z.boolean().optional(),
  confirmation: z.object({ type: z.literal('redirect'), return_url: z.url() }),
  description: z.string().max(128).optional(),
  metadata: z.record(z.string().max(32), z.string().max(512)).optional(),
  receipt: z
    .object({
      customer: z.object({ email: z.email().optional(), phone: z.string().optional() }),
      items: z
        .array(
          z.object({
            description: z.string().min(1).max(128),
            quantity: z.union([z.string().regex(/^\d+(\.\d+)?$/), z.number()]),
            amount: Amount,
            vat_code: z.number().int().min(1).max(12),
            payment_subject: z.string().optional(),
            payment_mode: z.string().optional(),
            measure: z.string().optional(),
          }),
        )
        .min(1)
        .max(100),
    })
    .optional(),
});
const CreateRefund = z.object({
  payment_id: z.string().min(1),
  amount: Amount,
  description: z.string().max(250).optional(),
});

const kopecks = (value: string) => Math.round(Number(value) * 100);
const money = (k: number, currency: string) => ({ value: (k / 100).toFixed(2), currency });

/** Same data, whatever the order of its keys. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).sort(([a], [b]) => a.localeCompare(b));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

function invalid(issues: z.ZodError['issues']): Answer {
  const issue = issues[0];
  const parameter = issue?.path.join('.') || undefined;
  return error(
    400,
    'invalid_request',
    `Invalid value: ${issue?.message ?? 'bad request'}`,
    parameter,
  );
}

/**
 * A local stand-in for YooKassa's API v3 (payments and refunds) on 127.0.0.1 and a free port:
 * Basic auth, Idempotence-Key on POST (the same key and data answer the first answer, other
 * data under it is refused), YooKassa's error objects, and test controls to move payments and
 * refunds on, and to make the next requests fail, hang or answer garbage.
 */
export async function startYooKassaMockServer(
  options: { shopId?: string; secretKey?: string } = {},
): Promise<YooKassaMockServer> {
  const shopId = options.shopId ?? '123456';
  const secretKey = options.secretKey ?? 'test_mock_secret_key_0123456789';
  const expectedAuth = `Basic ${Buffer.from(`${shopId}:${secretKey}`).toString('base64')}`;
  const payments = new Map<string, Json>();
  const refunds = new Map<string, Json>();
  const refunded = new Map<string, number>();
  const byKey = new Map<string, { fingerprint: string; answer: Answer }>();
  const requests: MockRequest[] = [];
  const faults: Fault[] = [];
  const hanging = new Set<ServerResponse>();
  let origin = '';

  function createPayment(body: unknown): Answer {
    const parsed = CreatePayment.safeParse(body);
    if (!parsed.success) return invalid(parsed.error.issues);
    const input = parsed.data;
    const total = kopecks(input.amount.value);
    const itemsTotal = (input.receipt?.items ?? []).reduce(
      (sum, item) => sum + kopecks(item.amount.value) * Number(item.quantity),
      0,
    );
    if (input.receipt && Math.round(itemsTotal) !== total) {
      return error(400, 'invalid_request', 'Receipt items total differs from amount', 'receipt');
    }
    const id = randomUUID();
    const payment: Json = {
      id,
      status: 'pending',
      paid: false,
      amount: input.amount,
      confirmation: {
        type: 'redirect',
        confirmation_url: `${origin}/checkout/payments/v2/contract?orderId=${id}`,
      },
      created_at: new Date().toISOString(),
      ...(input.description !== undefined && { description: input.description }),
      metadata: input.metadata ?? {},
      recipient: { account_id: shopId, gateway_id: '1000001' },
      refundable: false,
      test: true,
      ...(input.receipt && { receipt_registration: 'pending' }),
    };
    payments.set(id, payment);
    return { status: 200, body: payment };
  }

  function createRefund(body: unknown): Answer {
    const parsed = CreateRefund.safeParse(body);
    if (!parsed.success) return invalid(parsed.error.issues);
    const input = parsed.data;
    const payment = payments.get(input.payment_id);
    if (!payment) return error(400, 'invalid_request', 'Payment not found', 'payment_id');
    if (payment.status !== 'succeeded') {
      return error(400, 'invalid_request', 'Payment is not succeeded', 'payment_id');
    }
    const paid = kopecks((payment.amount as { value: string }).value);
    const already = refunded.get(input.payment_id) ?? 0;
    const asked = kopecks(input.amount.value);
    if (already + asked > paid) {
      return error(400, 'invalid_request', 'Refund amount exceeds payment amount', 'amount');
    }
    refunded.set(input.payment_id, already + asked);
    const refund: Json = {
      id: randomUUID(),
      payment_id: input.payment_id,
      status: 'pending',
      created_at: new Date().toISOString(),
      amount: input.amount,
      ...(input.description !== undefined && { description: input.description }),
    };
    refunds.set(refund.id as string, refund);
    const currency = (payment.amount as { currency: string }).currency;
    payments.set(input.payment_id, {
      ...payment,
      refunded_amount: money(already + asked, currency),
    });
    return { status: 200, body: refund };
  }

  // YooKassa cancels only a payment held for capture; anything else is refused.
  function cancelPayment(id: string): Answer {
    const payment = payments.get(id);
    if (!payment) return error(404, 'not_found', 'Object not found');
    if (payment.status !== 'waiting_for_capture') {
      return error(400, 'invalid_request', `Payment is ${String(payment.status)}`, 'payment_id');
    }
    const canceled: Json = {
      ...payment,
      status: 'canceled',
      paid: false,
      cancellation_details: { party: 'merchant', reason: 'canceled_by_merchant' },
    };
    payments.set(id, canceled);
    return { status: 200, body: canceled };
  }

  function route(request: MockRequest): Answer {
    if (request.headers.authorization !== expectedAuth) {
      return error(401, 'invalid_credentials', 'Login or password are incorrect');
    }
    const [, version, collection, id, extra] = request.path.split('/');
    const isCancel = collection === 'payments' && extra === 'cancel' && request.method === 'POST';
    if (
      version !== 'v3' ||
      (extra !== undefined && !isCancel) ||
      !['payments', 'refunds'].includes(collection ?? '')
    ) {
      return error(404, 'not_found', 'Resource not found');
    }
    const store = collection === 'payments' ? payments : refunds;
    if (request.method === 'GET' && id) {
      const object = store.get(id);
      return object ? { status: 200, body: object } : error(404, 'not_found', 'Object not found');
    }
    if (request.method !== 'POST' || (id && !isCancel)) {
      return error(405, 'invalid_request', 'Method not allowed');
    }
    if (!request.headers['content-type']?.startsWith('application/json')) {
      return error(415, 'invalid_request', 'Content-Type must be application/json');
    }
    const key = request.headers['idempotence-key'];
    if (!key || key.length > 64) {
      return error(
        400,
        'invalid_request',
        'Idempotence key is missing or too long',
        'Idempotence-Key',
      );
    }
    const fingerprint = createHash('sha256')
      .update(`${request.path}\n${canonical(request.body)}`)
      .digest('hex');
    const seen = byKey.get(key);
    if (seen) {
      if (seen.fingerprint === fingerprint) return seen.answer;
      return error(400, 'invalid_request', 'Idempotence key duplicated', 'Idempotence-Key');
    }
    const answer = isCancel
      ? cancelPayment(id ?? '')
      : collection === 'payments'
        ? createPayment(request.body)
        : createRefund(request.body);
    if (answer.status === 200) byKey.set(key, { fingerprint, answer });
    return answer;
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    let body: unknown = raw || undefined;
    try {
      if (raw) body = JSON.parse(raw);
    } catch {
      // Kept as text: the route refuses it as an invalid request.
    }
    const headers = Object.fromEntries(
      Object.entries(req.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(', ') : (v ?? '')]),
    );
    const request: MockRequest = {
      method: req.method ?? 'GET',
      path: new URL(req.url ?? '/', 'http://mock').pathname,
      headers,
      body,
    };
    requests.push(request);
    const send = ({ status, body: out }: Answer) =>
      res
        .writeHead(status, { 'Content-Type': 'application/json;charset=UTF-8' })
        .end(typeof out === 'string' ? out : JSON.stringify(out));
    const fault = faults.shift();
    if (fault?.kind === 'malformed') {
      return send({
        status: 200,
        body:
          fault.shape === 'not-json' ? '<html>502 Bad Gateway</html>' : { id: 42, status: 'odd' },
      });
    }
    const answer = !fault || fault.processed ? route(request) : null;
    if (fault?.kind === 'fail') {
      const code = fault.status === 429 ? 'too_many_requests' : 'internal_server_error';
      return send(error(fault.status, code, 'Injected failure'));
    }
    if (fault?.kind === 'hang') return void hanging.add(res);
    if (answer) send(answer);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((e: unknown) => {
      res.writeHead(500).end(JSON.stringify({ type: 'error', description: String(e) }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  origin = `http://127.0.0.1:${port}`;

  const mustGet = (store: Map<string, Json>, id: string) => {
    const object = store.get(id);
    if (!object) throw new Error(`YooKassa mock: no object ${id}`);
    return object;
  };
  // succeeded and canceled are final at YooKassa: a test moving them on has a bug.
  const unfinished = (store: Map<string, Json>, id: string) => {
    const object = mustGet(store, id);
    if (object.status === 'succeeded' || object.status === 'canceled') {
      throw new Error(`YooKassa mock: ${id} is already ${String(object.status)}`);
    }
    return object;
  };

  return {
    apiUrl: `${origin}/v3`,
    shopId,
    secretKey,
    requests,
    payments: () => [...payments.values()],
    refunds: () => [...refunds.values()],
    succeedPayment(id) {
      const { confirmation: _, ...payment } = unfinished(payments, id);
      payments.set(id, {
        ...payment,
        status: 'succeeded',
        paid: true,
        captured_at: new Date().toISOString(),
        payment_method: { type: 'bank_card', id, saved: false, title: 'Bank card *4444' },
        refundable: true,
        refunded_amount: money(0, (payment.amount as { currency: string }).currency),
        ...(payment.receipt_registration ? { receipt_registration: 'succeeded' } : {}),
      });
    },
    holdForCapture(id) {
      const { confirmation: _, ...payment } = unfinished(payments, id);
      payments.set(id, { ...payment, status: 'waiting_for_capture', paid: true });
    },
    cancelPayment(id, details = { party: 'yoo_money', reason: 'expired_on_confirmation' }) {
      const { confirmation: _, ...payment } = unfinished(payments, id);
      payments.set(id, {
        ...payment,
        status: 'canceled',
        paid: false,
        cancellation_details: details,
      });
    },
    succeedRefund(id) {
      refunds.set(id, { ...unfinished(refunds, id), status: 'succeeded' });
    },
    failNext(count = 1, { status = 500, processed = false } = {}) {
      for (let i = 0; i < count; i += 1) faults.push({ kind: 'fail', status, processed });
    },
    hangNext({ processed = true } = {}) {
      faults.push({ kind: 'hang', processed });
    },
    malformNext(shape = 'not-json') {
      faults.push({ kind: 'malformed', shape });
    },
    clearFaults() {
      faults.length = 0;
    },
    notification(event, id) {
      const object = event.startsWith('refund.') ? mustGet(refunds, id) : mustGet(payments, id);
      return { type: 'notification', event, object };
    },
    async close() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
