import type { SanctionsListCode } from '../sanctions-lists';
import type { StaffActor } from './roles';

/** How many import attempts one page of the history shows. */
export const SANCTIONS_HISTORY_PAGE_SIZE = 50;

export type SanctionsDateSource = 'list' | 'file' | 'import';
export type SanctionsImportOutcome = 'imported' | 'unchanged' | 'refused' | 'failed';

/** Where a list's date came from: the lists differ in whether they carry one. */
export const SANCTIONS_DATE_SOURCE_LABELS: Record<SanctionsDateSource, string> = {
  list: 'дата из самого списка',
  file: 'время файла на сервере (в списке даты нет)',
  import: 'время загрузки (даты нет ни в списке, ни у файла)',
};

export const SANCTIONS_OUTCOME_LABELS: Record<SanctionsImportOutcome, string> = {
  imported: 'Загружен',
  unchanged: 'Без изменений',
  refused: 'Отклонён',
  failed: 'Не скачан',
};

export const STAFF_SANCTIONS_MESSAGES = {
  forbidden: 'Обновлять санкционные списки может только администратор.',
  busy: 'Списки уже обновляются по другому запросу. Дождитесь окончания и обновите страницу.',
} as const;

/** One list as the staff screen shows it; `loaded: false` for a list never imported. */
export type StaffSanctionsList =
  | {
      code: SanctionsListCode;
      name: string;
      loaded: true;
      /** ISO 8601. */
      publishedAt: string;
      publishedAtSource: SanctionsDateSource;
      importedAt: string;
      entries: number;
      source: string;
      stale: boolean;
    }
  | { code: SanctionsListCode; name: string; loaded: false };

/** One attempt of the import history (table sanctions_imports). */
export interface StaffSanctionsImport {
  id: number;
  at: string;
  list: string;
  actor: string;
  outcome: SanctionsImportOutcome;
  countBefore: number | null;
  countAfter: number | null;
  source: string;
  message: string;
}

export interface StaffSanctionsOverview {
  lists: StaffSanctionsList[];
  /** SANCTIONS_MAX_AGE_DAYS: older lists are stale. */
  maxAgeDays: number;
  history: StaffSanctionsImport[];
  historyTotal: number;
  page: number;
  pageSize: number;
}

/** What an update did to each list, in Russian. */
export interface StaffSanctionsUpdateOutcome {
  list: SanctionsListCode;
  outcome: SanctionsImportOutcome;
  message: string;
}

/** The lists the staff home warns about: stale ones, and ones never imported (no date). */
export interface StaffSanctionsStaleness {
  lists: { code: SanctionsListCode; name: string; publishedAt: string | null }[];
  maxAgeDays: number;
}

export interface StaffSanctionsServices {
  overview(actor: StaffActor, page: number): Promise<StaffSanctionsOverview>;
  staleness(actor: StaffActor): Promise<StaffSanctionsStaleness>;
  /**
   * Downloads every list from its configured address and imports it (admins only; one run at a
   * time): a list that fails or is refused stays as it was and does not stop the others.
   */
  update(actor: StaffActor): Promise<StaffSanctionsUpdateOutcome[]>;
}
