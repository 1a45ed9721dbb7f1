import { z } from 'zod';
import { singleLineText } from '../text';

export const AUDIT_PAGE_SIZE = 50;

/** Filters of the audit log page, read from its URL. */
export const AuditFilter = z.object({
  staffId: z.coerce.number().int().positive().max(2_147_483_647).optional().catch(undefined),
  objectType: singleLineText().trim().max(40).optional().catch(undefined),
  objectId: singleLineText().trim().max(60).optional().catch(undefined),
  action: singleLineText().trim().max(60).optional().catch(undefined),
  from: z.iso.date().optional().catch(undefined),
  to: z.iso.date().optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(100_000).default(1).catch(1),
});
export type AuditFilter = z.infer<typeof AuditFilter>;

export interface AuditEntryView {
  id: number;
  at: string;
  staffId: number | null;
  staffEmail: string;
  action: string;
  objectType: string;
  objectId: string;
  summary: string;
  before: unknown;
  after: unknown;
  ip: string | null;
}

export interface AuditPage {
  entries: AuditEntryView[];
  total: number;
  page: number;
  pageSize: number;
  /** Values to offer in the filters. */
  objectTypes: string[];
  actions: string[];
}

/** Russian names of the objects the log speaks of. */
export const AUDIT_OBJECT_LABELS: Record<string, string> = {
  staff: 'Сотрудник',
  order: 'Заказ',
  order_file: 'Файл отчёта',
  country: 'Страна',
  tariff: 'Тариф',
  sample_report: 'Образец отчёта',
  review: 'Отзыв',
  question: 'Вопрос',
  mail: 'Письмо',
  sanctions_lists: 'Санкционные списки',
};
