import { MESSAGES } from '../../contracts/messages';
import { nowOf, type Clock } from '../clock';
import { Readable } from 'node:stream';
import { and, count, desc, eq, gt } from 'drizzle-orm';
import type { DownloadFile, PaymentServices } from '../../contracts/payment-services';
import { PAYMENT_FAILURE_REASONS } from '../../contracts/payments';
import { FOREIGN_PRICE_MESSAGES, isRoublePrice } from '../../contracts/roubles';
import type { Database } from '../../db/client';
import {
  orderDocuments,
  orderFiles,
  orders,
  outbox,
  payments,
  refunds,
  reportDownloads,
} from '../../db/schema';
import type { Config } from '../config';
import type { MailOutbox } from '../mail/mail-outbox';
import { reportLinkEmail } from '../mail/templates/payment-emails';
import { transactionWithMail } from '../mail/with-mail';
import { mailedReportPath, mailLinkKey } from '../mail/private-links';
import { checkReportLink } from '../orders/download-links';
import { orderAccessToken } from '../orders/order-token';
import { customerFileNames } from '../orders/customer-file-names';
import { setActBuyer } from '../orders/customer/act-buyer';
import { deliverableFiles, openReportFile } from '../orders/report-files';
import { keptPapers } from '../documents/kept-papers';
import type { FileStorage } from '../storage/file-storage';
import { DomainError } from '../domain-error';
import { findOrderByToken } from '../orders/find-order-by-token';
import { handleNotification } from '../orders/provider/handle-notification';
import { requestInvoice } from '../orders/customer/request-invoice';
import { documentPath } from '../orders/order-links';
import { markInvoicePaid } from '../orders/staff/mark-invoice-paid';
import { customerSeesDocument, renderDocumentOf } from './order-documents';
import type { PaymentProvider } from './payment-provider';
import { orderMailFacts, siteUrl } from '../orders/order-mail-facts';
import { getPaymentState } from './payment-state';
import { refundOrder } from '../orders/staff/refund-order';
import { signingSecret } from './signing-secret';
import { startPayment } from './start-payment';
import { isAutoRefundKey } from '../orders/provider/unexpected-payment';
import { decideTestPayment, getTestGatewayPayment } from './test-gateway/test-gateway-provider';

interface Deps {
  db: Database;
  config: Config;
  mail: MailOutbox;
  storage: FileStorage;
  provider: PaymentProvider;
  now?: Clock;
}

function toDownload(
  orderNumber: string,
  opened: NonNullable<Awaited<ReturnType<typeof openReportFile>>>,
): DownloadFile {
  const name = customerFileNames(orderNumber, opened.files).get(opened.file.id);
  return {
    fileName: name?.fileName ?? opened.file.fileName,
    asciiFileName: name?.asciiFileName ?? `report-${orderNumber}.pdf`,
    contentType: opened.file.contentType,
    size: opened.file.size,
    body: Readable.toWeb(opened.body) as ReadableStream<Uint8Array>,
  };
}

/** The sender address the in-process test gateway notifies from (checked only for YooKassa). */
const TEST_GATEWAY_SENDER = '127.0.0.1';

// A customer asking again and again for a new link: a few per hour are enough.
const RENEWALS_PER_HOUR = 3;

export function paymentServices(deps: Deps): PaymentServices {
  const { db, config } = deps;
  const now = () => nowOf(deps);
  const documents = { db, config, papers: keptPapers({ storage: deps.storage }) };
  const reportLinkState = async (number: string, expires: string | null, sig: string | null) =>
    checkReportLink(await signingSecret(db, config.SIGNING_SECRET), number, expires, sig, now());
  const orderByNumber = async (number: string) =>
    (await db.select().from(orders).where(eq(orders.number, number)))[0] ?? null;

  return {
    async orderView(number, token) {
      const order = await findOrderByToken(db, config, number, token);
      if (!order) return null;
      const isPaid = order.status === 'paid' || order.status === 'refunded';
      const [docs, files, [lastPayment]] = await Promise.all([
        db.select().from(orderDocuments).where(eq(orderDocuments.orderId, order.id)),
        isPaid ? deliverableFiles(db, order.id) : Promise.resolve([]),
        db
          .select()
          .from(payments)
          .where(eq(payments.orderId, order.id))
          .orderBy(desc(payments.createdAt))
          .limit(1),
      ]);
      const invoice = docs.find((d) => d.kind === 'invoice');
      const act = docs.find((d) => d.kind === 'act');
      const customerNames = customerFileNames(order.number, files);
      const linkToken = orderAccessToken(config, order);
      // An order priced in another currency is neither paid nor invoiced (rouble-order.ts).
      const isPayable = isRoublePrice(order.currency);
      const isOpen = order.status === 'new' || order.status === 'in_progress';
      const tokenParam = encodeURIComponent(linkToken);
      return {
        canPay: order.status === 'ready' && isPayable,
        // The invoice form asks for the buyer's name and ИНН itself: an order placed without
        // them (a person ordering for their company) may still be paid by invoice.
        canRequestInvoice: order.status === 'ready' && isPayable,
        paymentRefusal:
          !isPayable && (isOpen || order.status === 'ready')
            ? FOREIGN_PRICE_MESSAGES.payment
            : null,
        buyerDefaults: { name: order.organisation, inn: order.inn },
        invoice:
          invoice && isPayable
            ? {
                path: documentPath(order.number, linkToken, 'invoice'),
                issuedOn: invoice.issuedOn,
                buyerName: invoice.buyer.name,
              }
            : null,
        act:
          act && isPayable && customerSeesDocument('act', order.status)
            ? {
                path: documentPath(order.number, linkToken, 'act'),
                issuedOn: act.issuedOn,
                buyer: act.buyer,
              }
            : null,
        files: files.map((f) => ({
          id: f.id,
          fileName: customerNames.get(f.id)?.fileName ?? f.fileName,
          kind: f.kind,
          size: f.size,
          path: `/orders/${order.number}/files/${f.id}?token=${tokenParam}`,
        })),
        lastFailure:
          order.status === 'ready' && lastPayment?.status === 'canceled'
            ? (PAYMENT_FAILURE_REASONS[lastPayment.cancellationReason ?? ''] ?? 'платёж отклонён')
            : null,
        isTestMode: deps.provider.name === 'test',
      };
    },
    start: (number, token) => startPayment(deps, number, token),
    state: (publicId, access) => getPaymentState(deps, publicId, access),
    requestInvoice: (number, token, input) => requestInvoice(deps, number, token, input),
    setActBuyer: (number, token, input) => setActBuyer(deps, number, token, input),
    handleNotification: (body, client) => handleNotification(deps, body, client.ip),
    async statusPageFile(number, token, fileId, client) {
      const order = await findOrderByToken(db, config, number, token);
      if (!order) return null;
      const opened = await openReportFile(deps, order, fileId, 'status_page', client);
      return opened ? toDownload(order.number, opened) : null;
    },
    reportLinkState: (number, expires, sig) => reportLinkState(number, expires, sig),
    async emailLinkFile(number, expires, sig, client) {
      const check = await reportLinkState(number, expires, sig);
      if (check !== 'valid') return { kind: check };
      const order = await orderByNumber(number);
      if (!order) return { kind: 'invalid' };
      const opened = await openReportFile(deps, order, null, 'email_link', client);
      return opened
        ? { kind: 'file', file: toDownload(order.number, opened) }
        : { kind: 'invalid' };
    },
    async renewReportLink(number, expires, sig) {
      const secret = await signingSecret(db, config.SIGNING_SECRET);
      // Only the holder of a genuine (if expired) link may ask: nobody else learns or triggers.
      if (checkReportLink(secret, number, expires, sig, now()) === 'invalid') {
        throw new DomainError(404, MESSAGES.linkInvalid);
      }
      const order = await orderByNumber(number);
      if (!order || (order.status !== 'paid' && order.status !== 'refunded')) {
        throw new DomainError(404, MESSAGES.linkInvalid);
      }
      const [recent] = await db
        .select({ n: count() })
        .from(outbox)
        .where(
          and(
            eq(outbox.orderId, order.id),
            eq(outbox.kind, 'report-link'),
            gt(outbox.createdAt, new Date(now().getTime() - 3600_000)),
          ),
        );
      if (Number(recent?.n ?? 0) >= RENEWALS_PER_HOUR) {
        throw new DomainError(
          409,
          'Новую ссылку уже отправили несколько раз за последний час. Проверьте почту, в том числе папку «Спам».',
        );
      }
      await transactionWithMail(db, deps.mail, async (tx, send) => {
        const linkKey = await mailLinkKey(tx, config);
        await send({
          to: order.email,
          kind: 'report-link',
          replyTo: config.SITE_EMAIL,
          orderId: order.id,
          ...reportLinkEmail(
            {
              ...orderMailFacts(order, config, linkKey),
              reportUrl: `${siteUrl(config)}${mailedReportPath(linkKey, order.number, now())}`,
            },
            config.SITE_NAME,
          ),
        });
      });
    },
    async document(number, token, kind) {
      const order = await findOrderByToken(db, config, number, token);
      if (!order) return null;
      if (!customerSeesDocument(kind, order.status)) return null;
      return renderDocumentOf(documents, order, kind);
    },
    testGateway: {
      isEnabled: deps.provider.name === 'test',
      get: (id) =>
        deps.provider.name === 'test' ? getTestGatewayPayment(db, id) : Promise.resolve(null),
      async decide(id, outcome) {
        if (deps.provider.name !== 'test') return null;
        const decided = await decideTestPayment(db, id, outcome);
        if (!decided) return null;
        // Handled in process, as the notification endpoint would handle it: no address is ever
        // derived from the request (SSRF), and only the choice that decided the payment notifies.
        if (decided.isDecided) {
          const event = decided.status === 'succeeded' ? 'payment.succeeded' : 'payment.canceled';
          await handleNotification(
            deps,
            { type: 'notification', event, object: { id } },
            TEST_GATEWAY_SENDER,
          );
        }
        return { returnUrl: decided.returnUrl };
      },
    },
    staff: {
      async refund(actor, number, input) {
        const order = await orderByNumber(number);
        if (!order) throw new DomainError(404, MESSAGES.orderNotFound);
        return refundOrder(deps, actor, order.id, input);
      },
      async markInvoicePaid(actor, number, record) {
        const order = await orderByNumber(number);
        if (!order) throw new DomainError(404, MESSAGES.orderNotFound);
        await markInvoicePaid(deps, actor, order.id, record);
      },
      async document(number, kind) {
        const order = await orderByNumber(number);
        return order ? renderDocumentOf(documents, order, kind) : null;
      },
      async history(number) {
        const order = await orderByNumber(number);
        if (!order) return null;
        const [paymentRows, refundRows, docs, downloads] = await Promise.all([
          db
            .select()
            .from(payments)
            .where(eq(payments.orderId, order.id))
            .orderBy(desc(payments.createdAt)),
          db
            .select()
            .from(refunds)
            .where(eq(refunds.orderId, order.id))
            .orderBy(desc(refunds.createdAt)),
          db.select().from(orderDocuments).where(eq(orderDocuments.orderId, order.id)),
          db
            .select({
              at: reportDownloads.at,
              fileName: orderFiles.fileName,
              via: reportDownloads.via,
            })
            .from(reportDownloads)
            .innerJoin(orderFiles, eq(orderFiles.id, reportDownloads.fileId))
            .where(eq(reportDownloads.orderId, order.id))
            .orderBy(desc(reportDownloads.at))
            .limit(50),
        ]);
        const invoice = docs.find((d) => d.kind === 'invoice');
        const act = docs.find((d) => d.kind === 'act');
        return {
          paymentMethod: order.paymentMethod,
          invoicePayment:
            order.invoicePaidOn && order.paymentOrderNumber
              ? { paidOn: order.invoicePaidOn, paymentOrderNumber: order.paymentOrderNumber }
              : null,
          payments: paymentRows.map((p) => ({
            provider: p.provider,
            providerPaymentId: p.providerPaymentId,
            status: p.status,
            amount: p.amount,
            currency: p.currency,
            createdAt: p.createdAt.toISOString(),
            failure: p.cancellationReason
              ? (PAYMENT_FAILURE_REASONS[p.cancellationReason] ?? p.cancellationReason)
              : p.lastError,
          })),
          autoRefunds: refundRows
            .filter((r) => isAutoRefundKey(r.idempotenceKey))
            .map((r) => ({
              note: r.reason,
              status: r.status,
              createdAt: r.createdAt.toISOString(),
            })),
          refunds: refundRows
            .filter((r) => !isAutoRefundKey(r.idempotenceKey))
            .map((r) => ({
              method: r.method,
              status: r.status,
              amount: r.amount,
              reason: r.reason,
              requestedBy: r.requestedBy,
              createdAt: r.createdAt.toISOString(),
            })),
          invoice: invoice ? { issuedOn: invoice.issuedOn, buyer: invoice.buyer } : null,
          act: act ? { issuedOn: act.issuedOn } : null,
          downloads: downloads.map((d) => ({
            at: d.at.toISOString(),
            fileName: d.fileName,
            via: d.via,
          })),
        };
      },
    },
  };
}
