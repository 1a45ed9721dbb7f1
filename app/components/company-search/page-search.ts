import type { FoundCompany } from '../../../contracts/company-search';
import type { ScreeningListsNote } from '../sanctions/lists-note';

/**
 * The country page loader's answer to the search in its URL, with the query (`key`) it answers:
 * the companies found (at most MAX_COMPANY_RESULTS, `hasMore` when the list is cut) with the
 * sanctions lists they were screened against (null when none is loaded: no badge then), or the
 * server's refusal (bad criteria, too many searches), whose message alone is shown.
 */
export type PageSearch =
  | {
      key: string;
      kind: 'done';
      companies: FoundCompany[];
      hasMore: boolean;
      lists: ScreeningListsNote | null;
    }
  | { key: string; kind: 'refused'; message: string };
