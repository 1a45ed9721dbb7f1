import { isRouteErrorResponse } from 'react-router';
import { HomeAndCountriesLinks } from './home-and-countries-links';
import { PAGE_MESSAGES } from '../../contracts/page-messages';

interface ErrorText {
  title: string;
  mark: string;
  heading: string;
  text: string;
}

const GENERIC: ErrorText = {
  title: 'Ошибка — ИноПроверка',
  mark: 'Упс',
  heading: 'Что-то пошло не так',
  text: 'Мы уже знаем об ошибке и исправляем её. Попробуйте обновить страницу через минуту.',
};

function isPlainWords(text: string): boolean {
  return text.length > 0 && text.length <= 300 && !text.includes('<');
}

function describe(error: unknown): ErrorText {
  if (!isRouteErrorResponse(error)) return GENERIC;
  if (error.status === 404) {
    return {
      title: `${PAGE_MESSAGES.notFound} — ИноПроверка`,
      mark: '404',
      heading: PAGE_MESSAGES.notFound,
      text: 'Возможно, ссылка устарела или в адресе опечатка. Начните с выбора страны — или вернитесь на главную.',
    };
  }
  if (error.status === 503) {
    // The server says why (the database is restarting); the page never invents a reason.
    // A thrown `data()` carries `{ message }`; a refused client navigation, the plain text.
    // A proxy's own 503 page is markup: that is never shown as text.
    const message =
      typeof error.data === 'string'
        ? isPlainWords(error.data)
          ? error.data
          : undefined
        : (error.data as { message?: unknown } | null)?.message;
    return {
      title: `${PAGE_MESSAGES.unavailable} — ИноПроверка`,
      mark: '503',
      heading: PAGE_MESSAGES.unavailable,
      text: typeof message === 'string' ? message : 'Попробуйте обновить страницу через минуту.',
    };
  }
  return GENERIC;
}

/** The Russian 404, 503 and error pages, shown inside the site's layout. */
export function ErrorView({ error }: { error: unknown }) {
  // In the browser only: on the server the entry's handleError has logged it, without secrets.
  if (!isRouteErrorResponse(error) && typeof document !== 'undefined') console.error(error);
  const { title, mark, heading, text } = describe(error);
  return (
    <section className="mx-auto max-w-2xl px-6 py-24 text-center">
      <title>{title}</title>
      <meta name="robots" content="noindex" />
      <p className="text-7xl font-bold text-brand-500">{mark}</p>
      <h1 className="mt-4 text-3xl font-bold">{heading}</h1>
      <p className="mt-4 text-slate-600">{text}</p>
      <HomeAndCountriesLinks countriesLabel="Выбрать страну" className="mt-8 justify-center" />
    </section>
  );
}
