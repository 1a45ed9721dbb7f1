import { isRouteErrorResponse } from 'react-router';
import { HomeAndCountriesLinks } from './home-and-countries-links';

/** The Russian 404 and error pages, shown inside the site's layout. */
export function ErrorView({ error }: { error: unknown }) {
  const isNotFound = isRouteErrorResponse(error) && error.status === 404;
  if (!isNotFound && !isRouteErrorResponse(error)) console.error(error);
  return (
    <section className="mx-auto max-w-2xl px-6 py-24 text-center">
      <title>{isNotFound ? 'Страница не найдена — ИноПроверка' : 'Ошибка — ИноПроверка'}</title>
      <meta name="robots" content="noindex" />
      <p className="text-7xl font-bold text-brand-500">{isNotFound ? 404 : 'Упс'}</p>
      <h1 className="mt-4 text-3xl font-bold">
        {isNotFound ? 'Страница не найдена' : 'Что-то пошло не так'}
      </h1>
      <p className="mt-4 text-slate-600">
        {isNotFound
          ? 'Возможно, ссылка устарела или в адресе опечатка. Начните с выбора страны — или вернитесь на главную.'
          : 'Мы уже знаем об ошибке и исправляем её. Попробуйте обновить страницу через минуту.'}
      </p>
      <HomeAndCountriesLinks countriesLabel="Выбрать страну" className="mt-8 justify-center" />
    </section>
  );
}
