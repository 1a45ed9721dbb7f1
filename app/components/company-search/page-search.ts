import type { Company } from '../../../contracts/company-search';

/**
 * The country page loader's answer to the search in its URL, with the query (`key`) it answers:
 * the companies found (at most MAX_COMPANY_RESULTS, `hasMore` when the list is cut) or the
 * server's refusal (bad criteria, too many searches), whose message alone is shown.
 */
export type PageSearch =
  | { key: string; kind: 'done'; companies: Company[]; hasMore: boolean }
  | { key: string; kind: 'refused'; message: string };
