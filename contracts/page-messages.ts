/**
 * The shared messages a page's own script shows (error pages, titles), apart from the rest of
 * MESSAGES so that they reach the browser without the API's and the forms' texts.
 */
export const PAGE_MESSAGES = {
  notFound: 'Страница не найдена',
  unavailable: 'Сервис временно недоступен',
  linkInvalid: 'Ссылка недействительна',
} as const;
