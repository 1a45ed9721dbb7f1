import { z } from 'zod';
import { ReviewSubmission } from '../reviews';
import type { StaffActor } from './roles';
import { MESSAGES } from '../messages';

/** `/admin1515/company_review`: moderation of the reviews shown on /feedbacks. */

export const REVIEW_STATUSES = ['awaiting', 'published', 'hidden'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export const REVIEW_STATUS_LABELS: Record<ReviewStatus, string> = {
  awaiting: 'На проверке',
  published: 'Опубликованы',
  hidden: 'Скрыты',
};

export const REVIEW_SOURCE_LABELS: Record<'visitor' | 'staff', string> = {
  visitor: 'С сайта',
  staff: 'Добавлен сотрудником',
};

export const STAFF_REVIEWS_PAGE_SIZE = 20;

export const REVIEW_MESSAGES = {
  notFound: 'Отзыв не найден. Возможно, страницу пора обновить.',
  alreadyPublished: 'Отзыв уже опубликован',
  alreadyHidden: 'Отзыв уже скрыт',
  published: 'Отзыв опубликован: он уже на странице отзывов',
  hidden: 'Отзыв скрыт и больше не показывается на сайте',
  saved: 'Исправления сохранены',
  noChanges: MESSAGES.nothingChanged,
  createdPublished: 'Отзыв добавлен и опубликован',
  createdDraft: 'Отзыв добавлен как черновик: он ждёт публикации во вкладке «На проверке»',
} as const;

/** Filters of the review list, read from its URL; awaiting reviews come first by default. */
export const ReviewListFilter = z.object({
  status: z.enum(REVIEW_STATUSES).default('awaiting').catch('awaiting'),
  page: z.coerce.number().int().min(1).max(100_000).default(1).catch(1),
});
export type ReviewListFilter = z.infer<typeof ReviewListFilter>;

/** A textarea's lines arrive ending in CRLF; stored with LF, like the visitors' reviews. */
function withUnixNewlines(value: unknown): unknown {
  if (!value || typeof value !== 'object' || !('text' in value)) return value;
  return typeof value.text === 'string'
    ? { ...value, text: value.text.replace(/\r\n?/g, '\n') }
    : value;
}

/** Staff correct typos within the limits a visitor has. */
export const StaffReviewEdit = z.preprocess(withUnixNewlines, ReviewSubmission);
export type StaffReviewEdit = z.infer<typeof StaffReviewEdit>;

/** A review staff add by hand (from a letter or a call): published at once or kept as a draft. */
export const StaffReviewCreate = z.preprocess(
  withUnixNewlines,
  ReviewSubmission.extend({
    publish: z.preprocess((v) => v === true || v === 'on' || v === 'true', z.boolean()),
  }),
);
export type StaffReviewCreate = z.infer<typeof StaffReviewCreate>;

export interface StaffReviewRow {
  id: number;
  author: string;
  organisation: string;
  text: string;
  rating: number;
  status: ReviewStatus;
  source: 'visitor' | 'staff';
  isDemo: boolean;
  createdAt: string;
  publishedAt: string | null;
  moderatedAt: string | null;
  updatedAt: string;
}

export interface StaffReviewPage {
  reviews: StaffReviewRow[];
  counts: Record<ReviewStatus, number>;
  status: ReviewStatus;
  page: number;
  pageSize: number;
}

export interface StaffReviewServices {
  list(actor: StaffActor, filter: ReviewListFilter): Promise<StaffReviewPage>;
  /** Publishes a review: it appears on /feedbacks at once. */
  approve(actor: StaffActor, id: number): Promise<void>;
  /** Takes a review off the site (or turns down a submitted one). */
  hide(actor: StaffActor, id: number): Promise<void>;
  /** `changed` false: nothing differed from what is saved. */
  update(actor: StaffActor, id: number, input: StaffReviewEdit): Promise<{ changed: boolean }>;
  create(actor: StaffActor, input: StaffReviewCreate): Promise<{ id: number }>;
}
