import type { MyOrderSummary } from './my-orders';
import type {
  InvoicePaymentRecord,
  InvoiceRequest,
  PaymentPublicState,
  RefundRequest,
} from './payments';
import type { RequestClient } from './request-client';
import type { StaffActor } from './staff/roles';

/** A file handed to the browser; the body streams. */
export interface DownloadFile {
  fileName: string;
  /** ASCII fallback of the name for old clients (Content-Disposition filename=). */
  asciiFileName: string;
  contentType: string;
  size?: number;
  body: ReadableStream<Uint8Array> | Uint8Array;
}

/** What the status page shows about paying for and receiving the report. */
export interface OrderPaymentView {
  canPay: boolean;
  /** A company (ИНН in the order) may ask for «Счёт на оплату» instead. */
  canRequestInvoice: boolean;
  /** Why an unpaid order cannot be paid at all (a price in another currency), else null. */
  paymentRefusal: string | null;
  buyerDefaults: { name: string; inn: string };
  invoice: { path: string; issuedOn: string; buyerName: string } | null;
  act: {
    path: string;
    issuedOn: string;
    /** The buyer as the act prints it, for the form that completes it. */
    buyer: { name: string; inn: string; kpp: string; address: string };
  } | null;
  /** The deliverables, listed once the order is paid. */
  files: {
    id: number;
    fileName: string;
    kind: 'report' | 'appendix';
    size: number;
    path: string;
  }[];
  lastFailure: string | null;
  isTestMode: boolean;
}

type StartPaymentResult = { kind: 'redirect'; url: string } | { kind: 'paid' };

type ReportLinkResult =
  { kind: 'file'; file: DownloadFile } | { kind: 'expired' } | { kind: 'invalid' };

interface TestGatewayPaymentView {
  id: string;
  status: 'pending' | 'succeeded' | 'canceled';
  amount: string;
  currency: string;
  description: string;
}

/** Payments, downloads and documents on the customer's side; refunds on the staff's. */
export interface PaymentServices {
  orderView(orderNumber: string, token: string | null): Promise<OrderPaymentView | null>;
  start(orderNumber: string, token: string | null): Promise<StartPaymentResult>;
  /** `access`: the return address's proof; without it the order's private link is withheld. */
  state(publicId: string | null, access: string | null): Promise<PaymentPublicState>;
  requestInvoice(orderNumber: string, token: string | null, input: InvoiceRequest): Promise<void>;
  /** The buyer's details for the act of a paid order (the same fields as an invoice's). */
  setActBuyer(orderNumber: string, token: string | null, input: InvoiceRequest): Promise<void>;
  /** A provider's notification: trusted only after re-reading the object from the provider. */
  handleNotification(body: unknown, client: RequestClient): Promise<void>;
  statusPageFile(
    orderNumber: string,
    token: string | null,
    fileId: number,
    client: RequestClient,
  ): Promise<DownloadFile | null>;
  /** Whether an e-mailed report link is genuine and fresh; opens and records nothing. */
  reportLinkState(
    orderNumber: string,
    expires: string | null,
    sig: string | null,
  ): Promise<'valid' | 'expired' | 'invalid'>;
  emailLinkFile(
    orderNumber: string,
    expires: string | null,
    sig: string | null,
    client: RequestClient,
  ): Promise<ReportLinkResult>;
  /** E-mails a fresh report link to the order's address (after an expired one). */
  renewReportLink(orderNumber: string, expires: string | null, sig: string | null): Promise<void>;
  document(
    orderNumber: string,
    token: string | null,
    kind: 'invoice' | 'act',
  ): Promise<DownloadFile | null>;
  testGateway: {
    isEnabled: boolean;
    get(id: string): Promise<TestGatewayPaymentView | null>;
    /**
     * The tester's choice; a choice that decided a pending payment is then handled as the
     * provider's notification would be, in process. A payment already decided stays as it was.
     */
    decide(
      id: string,
      outcome: 'succeeded' | 'canceled' | 'pending',
    ): Promise<{ returnUrl: string } | null>;
  };
  staff: {
    refund(
      actor: StaffActor,
      orderNumber: string,
      input: RefundRequest,
    ): Promise<{ status: 'pending' | 'succeeded' }>;
    /** A bank transfer arrived, with or without an invoice issued on the site. */
    markInvoicePaid(
      actor: StaffActor,
      orderNumber: string,
      record: InvoicePaymentRecord,
    ): Promise<void>;
    /** Payments, refunds and documents of an order for its staff page. */
    history(orderNumber: string): Promise<StaffPaymentHistory | null>;
    /** The invoice or act of an order as the customer got it; null when never issued. */
    document(orderNumber: string, kind: 'invoice' | 'act'): Promise<DownloadFile | null>;
  };
}

export interface StaffPaymentHistory {
  paymentMethod: 'online' | 'invoice' | null;
  payments: {
    provider: string;
    providerPaymentId: string | null;
    status: string;
    amount: number;
    currency: string;
    createdAt: string;
    failure: string | null;
  }[];
  /**
   * Money that arrived when the order no longer waited for it and went back by itself: the
   * Russian note for staff («Платёж … поступил после отмены заказа и возвращён автоматически»)
   * and where its refund stands. `refunds` lists the others, those staff made.
   */
  autoRefunds: { note: string; status: string; createdAt: string }[];
  refunds: {
    method: string;
    status: string;
    amount: number;
    reason: string;
    requestedBy: string;
    createdAt: string;
  }[];
  invoice: {
    issuedOn: string;
    buyer: { name: string; inn: string; kpp: string; address: string };
  } | null;
  act: { issuedOn: string } | null;
  /** The bank transfer staff recorded, if the order was paid that way. */
  invoicePayment: { paidOn: string; paymentOrderNumber: string } | null;
  downloads: { at: string; fileName: string; via: string }[];
}

/** "My orders": customers sign in with a one-time link sent to the order's address. */
export interface MyOrdersServices {
  requestLink(email: string): Promise<void>;
  /** Spends the link; answers the session token for the cookie, or null. */
  enter(linkToken: string): Promise<{ sessionToken: string; email: string } | null>;
  /** The address of a session cookie's token, or null. */
  session(token: string | null): Promise<string | null>;
  list(email: string): Promise<MyOrderSummary[]>;
  signOut(token: string): Promise<void>;
}
