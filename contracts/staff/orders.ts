import { z } from 'zod';
import type { OrderCompanySnapshot, OrderedTariff, ReportLanguage } from '../order';
import { ORDER_STATUSES, type OrderStatus } from '../order-status';
import type { DownloadFile } from '../payment-services';
import { ORDER_CANCEL_REASONS, type OrderCancelReason } from '../order-cancel-reasons';
import { multilineText, singleLineText } from '../text';
import type { StaffActor } from './roles';
import { MESSAGES } from '../messages';

/** `/admin1515/company_reports`: the work queue of orders and their report files. */

export const STAFF_ORDERS_PAGE_SIZE = 25;

/** Orders someone still has to work on; only these can be overdue. */
export const OPEN_ORDER_STATUSES = ['new', 'in_progress'] as const satisfies OrderStatus[];

function isOpenOrderStatus(status: OrderStatus): boolean {
  return (OPEN_ORDER_STATUSES as readonly OrderStatus[]).includes(status);
}

/** Due before today (a Moscow calendar date, 'YYYY-MM-DD') and still not done. */
export function isOrderOverdue(
  order: { status: OrderStatus; expectedReadyDate: string },
  today: string,
): boolean {
  return isOpenOrderStatus(order.status) && order.expectedReadyDate < today;
}

/** The report itself, or extra files sent with it. */
export const ORDER_FILE_KINDS = ['report', 'appendix'] as const;
export type OrderFileKind = (typeof ORDER_FILE_KINDS)[number];
export const ORDER_FILE_KIND_LABELS: Record<OrderFileKind, string> = {
  report: 'Отчёт',
  appendix: 'Приложение',
};

/** What an upload may be, by its bytes: the report is a PDF; appendices may also be Word or Excel. */
export const ORDER_FILE_TYPES = {
  pdf: { label: 'PDF', contentType: 'application/pdf' },
  docx: {
    label: 'DOCX',
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  },
  xlsx: {
    label: 'XLSX',
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  },
} as const;
export type OrderFileType = keyof typeof ORDER_FILE_TYPES;
export const ORDER_FILE_TYPES_BY_KIND: Record<OrderFileKind, readonly OrderFileType[]> = {
  report: ['pdf'],
  appendix: ['pdf', 'docx', 'xlsx'],
};
/** The file input's hint to the browser; the server checks the content, never the name. */
export const ORDER_FILE_ACCEPT: Record<OrderFileKind, string> = {
  report: '.pdf,application/pdf',
  appendix: '.pdf,.docx,.xlsx',
};
export const ORDER_FILE_MAX_BYTES = 25 * 1024 * 1024;

export const ORDER_CANCEL_REASON_LABELS: Record<OrderCancelReason, string> = {
  company_not_found: 'Компания не найдена в реестре',
  no_information: 'Сведения о компании недоступны',
  customer_request: 'По просьбе клиента',
  duplicate: 'Повторный заказ',
  other: 'Другая причина',
};

/** What the customer reads about a cancellation, in the e-mail and on the status page. */
export const ORDER_CANCEL_CUSTOMER_TEXT: Record<OrderCancelReason, string> = {
  company_not_found:
    'Мы не нашли компанию в официальном реестре страны и поэтому не можем подготовить отчёт о ней.',
  no_information:
    'Официальные источники страны не дают о компании сведений, достаточных для отчёта.',
  customer_request: 'Заказ отменён по вашей просьбе.',
  duplicate: 'Заказ повторяет другой ваш заказ на эту же компанию: отчёт готовится по нему.',
  other: 'Заказ отменён.',
};

/** Cancellation happens before payment (decisions.md section 1), so nothing was ever charged. */
export const ORDER_NO_CHARGE_TEXT =
  'Предоплату мы не брали, поэтому платить ничего не нужно: отмена заказа не влечёт для вас никаких расходов.';

/** The guarantee as the offer (section 7) states it. */
export const REFUND_GUARANTEE_TEXT =
  'Так работает наша гарантия: вы платите только за готовый отчёт, а если его сведения окажутся недостоверными или будут противоречить официальным источникам, мы вернём 100 % стоимости.';

export const COMPANY_NOT_FOUND_NEXT_TEXT =
  'Если у вас есть другие данные компании — регистрационный номер, полное или прежнее название, адрес, — напишите нам или оформите новый заказ: мы поищем снова.';

export const STAFF_ORDER_MESSAGES = {
  notFound: 'Заказ не найден. Проверьте номер или вернитесь к очереди заказов.',
  fileNotFound: 'Файл не найден. Возможно, страницу пора обновить.',
  taken: 'Заказ взят в работу. Клиенту отправлено письмо.',
  ready: 'Заказ отмечен готовым. Клиенту отправлено письмо со ссылкой на страницу заказа.',
  cancelled: 'Заказ отменён. Клиенту отправлено письмо с причиной.',
  noteAdded: 'Заметка добавлена',
  noReport: 'Сначала загрузите файл отчёта (PDF): без него заказ нельзя отметить готовым.',
  staleStatus: (current: string) =>
    `Статус заказа изменился, пока страница была открыта: сейчас «${current}». Обновите страницу и проверьте заказ.`,
  alreadyTaken: (who: string) => `Заказ уже взят в работу: ${who}. Обновите страницу.`,
  alreadyReady: 'Заказ уже отмечен готовым. Обновите страницу.',
  alreadyCancelled: 'Заказ уже отменён. Обновите страницу.',
  fileMissing: 'Выберите файл',
  fileEmpty: 'Файл пустой — выберите другой',
  fileTooLarge: `Файл больше ${ORDER_FILE_MAX_BYTES / 1024 / 1024} МБ. Сожмите PDF или разделите файл на части.`,
  reportType:
    'Отчёт должен быть файлом PDF. Этот файл не PDF, как бы он ни назывался: сохраните отчёт в PDF и загрузите снова.',
  appendixType:
    'Приложение может быть PDF, DOCX (Word) или XLSX (Excel). Этот файл — ни то, ни другое, ни третье, как бы он ни назывался.',
  reportExists:
    'Отчёт уже загружен. Чтобы загрузить новую версию, замените его кнопкой «Заменить» в списке файлов.',
  filesClosed: (status: string) => `Заказ в статусе «${status}»: файлы к нему больше не меняются.`,
  removeAfterPaid: 'Заказ оплачен: его файлы уже у клиента и не удаляются. Файл можно заменить.',
  removeReadyReport:
    'Клиенту уже сообщили, что отчёт готов: удалить его нельзя, можно только заменить новой версией.',
  fileAlreadyRemoved: 'Этот файл уже заменён или удалён. Обновите страницу.',
  uploaded: (kind: OrderFileKind) =>
    kind === 'report' ? 'Отчёт загружен' : 'Приложение загружено',
  uploadedAndReady:
    'Отчёт загружен, заказ отмечен готовым. Клиенту отправлено письмо со ссылкой на страницу заказа.',
  replaced: 'Файл заменён: клиент получит новую версию',
  removed: 'Файл удалён из заказа',
  refunded: 'Деньги возвращены, клиент получил письмо о возврате',
  refundPending:
    'Возврат отправлен в платёжную систему: статус «Средства возвращены» появится после её подтверждения',
  invoicePaid: 'Оплата по счёту отмечена: клиент получил отчёт и акт',
  formTooLarge: `Файл больше ${ORDER_FILE_MAX_BYTES / 1024 / 1024} МБ. Сожмите PDF или разделите файл на части.`,
  formBroken: MESSAGES.brokenForm,
  unknownIntent: MESSAGES.unknownAction,
} as const;

const emptyToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess(emptyToUndefined, schema.optional()).catch(undefined);

/** The queue's filters, read from its URL; a malformed value is dropped rather than refused. */
export const OrderQueueFilter = z.object({
  status: optional(z.enum(ORDER_STATUSES)),
  /** Open orders past their due date (Moscow calendar); the home page links here. */
  overdue: z.preprocess((v) => v === '1' || v === 'true' || v === 'on', z.boolean()).catch(false),
  country: optional(
    singleLineText()
      .trim()
      .regex(/^[A-Za-z]{2}$/)
      .transform((v) => v.toUpperCase()),
  ),
  tariff: optional(singleLineText().trim().max(100)),
  from: optional(z.iso.date()),
  to: optional(z.iso.date()),
  /** An order number, e-mail, company name or ИНН. */
  q: singleLineText().trim().max(200).default('').catch(''),
  page: z.coerce.number().int().min(1).max(100_000).default(1).catch(1),
});
export type OrderQueueFilter = z.infer<typeof OrderQueueFilter>;
/** The filters as the URL carries them. */
export type OrderQueueFilterInput = Partial<Record<keyof OrderQueueFilter, string>>;

export const CancelOrderInput = z
  .object({
    reasonCode: z.enum(ORDER_CANCEL_REASONS, { error: 'Выберите причину отмены' }),
    reason: multilineText()
      .trim()
      .max(1000, { error: 'Не длиннее 1000 символов' })
      .transform((v) => v.replace(/\r\n?/g, '\n'))
      .default(''),
  })
  .refine((v) => v.reasonCode !== 'other' || v.reason !== '', {
    path: ['reason'],
    message: 'Опишите причину: клиент прочитает её в письме',
  });
export type CancelOrderInput = z.infer<typeof CancelOrderInput>;

export const OrderNoteInput = z.object({
  text: multilineText()
    .trim()
    .min(1, { error: 'Напишите текст заметки' })
    .max(4000, { error: 'Не длиннее 4000 символов' })
    .transform((v) => v.replace(/\r\n?/g, '\n')),
});
export type OrderNoteInput = z.infer<typeof OrderNoteInput>;

export const OrderFileKindInput = z.enum(ORDER_FILE_KINDS, {
  error: 'Выберите, что это за файл: отчёт или приложение',
});

/** A file as the form sent it; the server decides its type by the bytes. */
export interface OrderFileUpload {
  fileName: string;
  data: Uint8Array;
}

export interface OrderQueueRow {
  number: string;
  status: OrderStatus;
  createdAt: string;
  expectedReadyDate: string;
  isOverdue: boolean;
  country: { code: string; name: string };
  companyName: string;
  isManualCompany: boolean;
  tariffName: string;
  price: number;
  currency: string;
  contactName: string;
  email: string;
  organisation: string;
  inn: string;
  assigneeName: string | null;
  hasReport: boolean;
}

export interface OrderQueuePage {
  rows: OrderQueueRow[];
  /** Per status, under every filter but the status one; `overdue` and `all` as well. */
  counts: Record<OrderStatus | 'all' | 'overdue', number>;
  /** How many rows the current filters match, for the pagination. */
  total: number;
  filter: OrderQueueFilter;
  page: number;
  pageSize: number;
  /** The Moscow date the overdue marks were computed for. */
  today: string;
  options: { countries: { code: string; name: string }[]; tariffs: string[] };
}

export interface StaffOrderFile {
  id: number;
  kind: OrderFileKind;
  fileName: string;
  contentType: string;
  size: number;
  sha256: string;
  uploadedBy: string;
  uploadedAt: string;
  removedAt: string | null;
  replacedById: number | null;
}

export interface StaffOrderDetail {
  id: number;
  number: string;
  status: OrderStatus;
  createdAt: string;
  expectedReadyDate: string;
  isOverdue: boolean;
  today: string;
  country: { code: string; name: string };
  company: OrderCompanySnapshot;
  tariff: OrderedTariff;
  language: ReportLanguage;
  languageOther: string;
  customer: { name: string; email: string; phone: string; organisation: string; inn: string };
  comment: string;
  assignee: { name: string; email: string } | null;
  cancellation: { code: OrderCancelReason | null; reason: string } | null;
  paidAt: string | null;
  /** The customer's private status page, to see what they see. */
  statusPath: string;
  history: { from: OrderStatus | null; to: OrderStatus; at: string; actor: string; note: string }[];
  notes: { id: number; author: string; text: string; at: string }[];
  mail: {
    id: number;
    to: string;
    subject: string;
    kind: string;
    status: string;
    createdAt: string;
    sentAt: string | null;
  }[];
  /** Every file ever uploaded, the active ones first. */
  files: StaffOrderFile[];
}

/** Whether files of an order in this status may still be uploaded or replaced. */
export function canChangeOrderFiles(status: OrderStatus): boolean {
  return status !== 'cancelled' && status !== 'refunded';
}

/**
 * Whether a file may be removed: never once paid (the customer has it), and the report of an
 * order the customer was told is ready only by a replacement.
 */
export function canRemoveOrderFile(status: OrderStatus, kind: OrderFileKind): boolean {
  if (status === 'ready') return kind === 'appendix';
  return status === 'new' || status === 'in_progress';
}

/**
 * Said in place of «Клиенту отправлено письмо…» while SMTP is not configured (issue 27): the
 * letter waits in the outbox and the customer learns nothing unless staff tell them.
 */
const CUSTOMER_MAIL_HELD =
  'Письмо клиенту сохранено в исходящих, но не отправлено: SMTP не настроен. Его можно прочитать и переслать вручную в разделе «Почта».';

/** The messages of STAFF_ORDER_MESSAGES that promise the customer a letter, without SMTP. */
export const STAFF_ORDER_MESSAGES_WITHOUT_MAIL = {
  taken: `Заказ взят в работу. ${CUSTOMER_MAIL_HELD}`,
  ready: `Заказ отмечен готовым. ${CUSTOMER_MAIL_HELD}`,
  cancelled: `Заказ отменён. ${CUSTOMER_MAIL_HELD}`,
  uploadedAndReady: `Отчёт загружен, заказ отмечен готовым. ${CUSTOMER_MAIL_HELD}`,
  refunded: `Деньги возвращены. ${CUSTOMER_MAIL_HELD}`,
  invoicePaid: `Оплата по счёту отмечена: отчёт и акт открыты клиенту на странице заказа. ${CUSTOMER_MAIL_HELD}`,
} as const;

export interface StaffOrderServices {
  /** Whether the server sends mail (SMTP_URL): else the customer's letters stay in the outbox. */
  readonly isMailDelivered: boolean;
  queue(actor: StaffActor, filter: OrderQueueFilter): Promise<OrderQueuePage>;
  get(actor: StaffActor, number: string): Promise<StaffOrderDetail | null>;
  /**
   * new → in_progress with the actor as assignee. `expected` is the status the page showed:
   * a different one means someone else moved the order meanwhile, and the move is refused.
   */
  take(actor: StaffActor, number: string, expected?: OrderStatus): Promise<void>;
  /** in_progress → ready; refused without an active report file; e-mails the customer. */
  markReady(actor: StaffActor, number: string, expected?: OrderStatus): Promise<void>;
  cancel(
    actor: StaffActor,
    number: string,
    input: CancelOrderInput,
    expected?: OrderStatus,
  ): Promise<void>;
  addNote(actor: StaffActor, number: string, input: OrderNoteInput): Promise<void>;
  /** Stores a file; with `markReady` the order also becomes ready in the same transaction. */
  uploadFile(
    actor: StaffActor,
    number: string,
    kind: OrderFileKind,
    file: OrderFileUpload,
    options?: { markReady?: boolean; expected?: OrderStatus },
  ): Promise<{ fileId: number; markedReady: boolean }>;
  /** A new version of a file: the old row stays, with `removedAt` and `replacedById`. */
  replaceFile(
    actor: StaffActor,
    number: string,
    fileId: number,
    file: OrderFileUpload,
  ): Promise<{ fileId: number }>;
  removeFile(actor: StaffActor, number: string, fileId: number): Promise<void>;
  /** Any file of the order, replaced ones included, for staff to download. */
  openFile(actor: StaffActor, number: string, fileId: number): Promise<DownloadFile | null>;
}

const megabytes = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 1 });

/** «840 КБ», «1,2 МБ». */
export function formatFileSize(bytes: number): string {
  return bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} КБ`
    : `${megabytes.format(bytes / 1024 / 1024)} МБ`;
}
