import { z } from 'zod';
import { multilineText, singleLineText } from '../text';
import type { StaffActor } from './roles';
import { MESSAGES } from '../messages';

/** `/admin1515/questions` (contact-form questions) and `/admin1515/mail` (the outbox). */

export const QUESTIONS_PAGE_SIZE = 20;
export const MAIL_PAGE_SIZE = 30;
export const QUESTION_REPLY_MAX_LENGTH = 10_000;
export const QUESTION_NOTE_MAX_LENGTH = 4000;
/** The outbox kind of a staff answer to a question. */
export const QUESTION_REPLY_KIND = 'question-reply';

export const QUESTION_STATUSES = ['new', 'answered'] as const;
export type QuestionStatus = (typeof QUESTION_STATUSES)[number];

export const QUESTION_STATUS_LABELS: Record<QuestionStatus, string> = {
  new: 'Без ответа',
  answered: 'Отвечены',
};

/** The order the filter offers them in: what needs doing first. */
export const MAIL_STATUSES = ['held', 'pending', 'failed', 'sent'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

export const MAIL_STATUS_LABELS: Record<MailStatus, string> = {
  held: 'Не отправлены',
  pending: 'В очереди',
  failed: 'С ошибкой',
  sent: 'Отправлены',
};

/** One message's state, as a sentence fragment. */
export const MAIL_STATE_LABELS: Record<MailStatus, string> = {
  held: 'Не отправлено: SMTP не настроен',
  pending: 'В очереди на отправку',
  failed: 'Не доставлено',
  sent: 'Отправлено',
};

/** Russian names of the outbox's kinds; an unknown kind is shown as it is stored. */
const MAIL_KIND_LABELS: Record<string, string> = {
  'question-staff': 'Вопрос с сайта (сотрудникам)',
  'question-reply': 'Ответ на вопрос',
  'order-created': 'Заказ принят (клиенту)',
  'order-created-staff': 'Новый заказ (сотрудникам)',
  'order-taken': 'Заказ в работе',
  'order-ready': 'Отчёт готов',
  'order-cancelled': 'Заказ отменён',
  'payment-received': 'Оплата получена',
  'payment-failed': 'Оплата не прошла',
  'refund-made': 'Возврат денег',
  'invoice-issued': 'Счёт на оплату',
  'report-link': 'Ссылка на отчёт',
  'my-orders-link': 'Вход в «Мои заказы»',
};

export function mailKindLabel(kind: string): string {
  return MAIL_KIND_LABELS[kind] ?? kind;
}

export const INBOX_MESSAGES = {
  questionNotFound: 'Вопрос не найден. Возможно, ссылка устарела.',
  mailNotFound: 'Письмо не найдено. Возможно, ссылка устарела.',
  replySent: 'Ответ отправлен, вопрос отмечен отвеченным',
  replyHeld:
    'Ответ сохранён в исходящих, вопрос отмечен отвеченным. SMTP не настроен, поэтому письмо не уйдёт, пока не задан SMTP_URL.',
  noteSaved: 'Заметка сохранена',
  noteUnchanged: 'Заметка не изменилась — сохранять нечего',
  markedAnswered: 'Вопрос отмечен отвеченным, письмо не отправлялось',
  markedUnanswered: 'Вопрос возвращён в неотвеченные',
  alreadyAnswered: 'Вопрос уже отмечен отвеченным',
  alreadyUnanswered: 'Вопрос и так в неотвеченных',
  resent: 'Письмо снова в очереди: его отправят в ближайшие секунды',
  resentHeld:
    'SMTP не настроен: письмо по-прежнему хранится в исходящих и не будет отправлено, пока не задан SMTP_URL',
  resendSent: 'Письмо уже отправлено: повторить можно только неотправленное или с ошибкой',
  resendPending: 'Письмо и так в очереди на отправку',
  unknownIntent: MESSAGES.unknownAction,
} as const;

const unixNewlines = (v: string) => v.replace(/\r\n?/g, '\n');
const emptyToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess(emptyToUndefined, schema.optional()).catch(undefined);
const page = z.coerce.number().int().min(1).max(100_000).default(1).catch(1);
const search = singleLineText().trim().max(200).default('').catch('');

/** Filters of the question list, read from its URL; unanswered questions by default. */
export const QuestionListFilter = z.object({
  status: z.enum(QUESTION_STATUSES).default('new').catch('new'),
  /** A name, e-mail or words of the message. */
  q: search,
  page,
});
export type QuestionListFilter = z.infer<typeof QuestionListFilter>;

/** Filters of the outbox list; no status means every message. */
export const MailListFilter = z.object({
  status: optional(z.enum(MAIL_STATUSES)),
  kind: optional(singleLineText().trim().max(60)),
  /** A recipient's address or words of the subject. */
  q: search,
  page,
});
export type MailListFilter = z.infer<typeof MailListFilter>;

export const QuestionReplyInput = z.object({
  text: multilineText({ error: 'Напишите ответ' })
    .trim()
    .min(1, 'Напишите ответ')
    .max(QUESTION_REPLY_MAX_LENGTH, `Не длиннее ${QUESTION_REPLY_MAX_LENGTH} символов`)
    .transform(unixNewlines),
});
export type QuestionReplyInput = z.infer<typeof QuestionReplyInput>;

/** An empty note clears it. */
export const QuestionNoteInput = z.object({
  note: multilineText({ error: 'Заметка должна быть текстом' })
    .trim()
    .max(QUESTION_NOTE_MAX_LENGTH, `Не длиннее ${QUESTION_NOTE_MAX_LENGTH} символов`)
    .transform(unixNewlines),
});
export type QuestionNoteInput = z.infer<typeof QuestionNoteInput>;

interface StaffQuestionRow {
  id: number;
  name: string;
  email: string;
  phone: string;
  /** The start of the message, for the list. */
  excerpt: string;
  status: QuestionStatus;
  createdAt: string;
  answeredAt: string | null;
  answeredBy: string | null;
  replies: number;
  hasNote: boolean;
}

export interface StaffQuestionPage {
  questions: StaffQuestionRow[];
  /** Per status, with the search applied. */
  counts: Record<QuestionStatus, number>;
  filter: QuestionListFilter;
  pageSize: number;
}

/** An e-mail as lists of the staff area show it. */
export interface StaffMailSummary {
  id: number;
  to: string;
  subject: string;
  kind: string;
  status: MailStatus;
  attempts: number;
  createdAt: string;
  sentAt: string | null;
}

interface StaffQuestionReply {
  id: number;
  author: string;
  text: string;
  createdAt: string;
  /** The e-mail that carried it. */
  mail: { id: number; status: MailStatus; sentAt: string | null } | null;
}

export interface StaffQuestionDetail {
  id: number;
  name: string;
  email: string;
  phone: string;
  message: string;
  status: QuestionStatus;
  createdAt: string;
  answeredAt: string | null;
  answeredBy: string | null;
  note: string;
  ip: string | null;
  userAgent: string | null;
  replies: StaffQuestionReply[];
  /** Every e-mail about the question (the notice to staff, the answers), newest first. */
  mail: StaffMailSummary[];
  /** Where the visitor's answer to a reply goes. */
  replyTo: string;
  isDeliveryConfigured: boolean;
}

export interface StaffMailPage {
  messages: (StaffMailSummary & { lastError: string | null })[];
  /** Per status, with the kind and search applied; `all` is their sum. */
  counts: Record<MailStatus | 'all', number>;
  /** Kinds present in the outbox, for the filter. */
  kinds: string[];
  filter: MailListFilter;
  pageSize: number;
  isDeliveryConfigured: boolean;
}

export interface StaffMailMessage extends StaffMailSummary {
  replyTo: string | null;
  lastError: string | null;
  nextAttemptAt: string;
  text: string;
  html: string | null;
  order: { number: string } | null;
  question: { id: number; name: string } | null;
  isDeliveryConfigured: boolean;
}

export interface StaffInboxServices {
  listQuestions(actor: StaffActor, filter: QuestionListFilter): Promise<StaffQuestionPage>;
  getQuestion(actor: StaffActor, id: number): Promise<StaffQuestionDetail | null>;
  /** E-mails the answer to the visitor and marks the question answered, in one transaction. */
  reply(
    actor: StaffActor,
    id: number,
    input: QuestionReplyInput,
  ): Promise<{ mailId: number; status: MailStatus }>;
  /** `changed` false: the note equals what is saved, so nothing was written or logged. */
  saveNote(actor: StaffActor, id: number, input: QuestionNoteInput): Promise<{ changed: boolean }>;
  /** Answered by phone or elsewhere: no e-mail. */
  markAnswered(actor: StaffActor, id: number): Promise<void>;
  markUnanswered(actor: StaffActor, id: number): Promise<void>;
  listMail(actor: StaffActor, filter: MailListFilter): Promise<StaffMailPage>;
  getMail(actor: StaffActor, id: number): Promise<StaffMailMessage | null>;
  /**
   * A failed or held message is due again now with a fresh attempt count. Without SMTP it
   * stays held: `status` says which.
   */
  resendMail(actor: StaffActor, id: number): Promise<{ status: 'pending' | 'held' }>;
}
