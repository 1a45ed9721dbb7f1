import { STAFF_AREA_PATH } from '../../../../contracts/staff/access';

export const QUESTIONS_PATH = `${STAFF_AREA_PATH}/questions`;
export const MAIL_PATH = `${STAFF_AREA_PATH}/mail`;

export const questionPath = (id: number) => `${QUESTIONS_PATH}/${id}`;
export const mailPath = (id: number) => `${MAIL_PATH}/${id}`;
export const orderPath = (number: string) =>
  `${STAFF_AREA_PATH}/company_reports/${encodeURIComponent(number)}`;

/** A list's URL with only the filters that are set, so links stay short and readable. */
export function listLink(path: string, params: Record<string, string | number | undefined>) {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '' && !(key === 'page' && value === 1)) {
      search.set(key, String(value));
    }
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}
