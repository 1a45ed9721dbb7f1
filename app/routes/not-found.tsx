import { Link } from 'react-router';
import type { Route } from './+types/not-found';

export function loader() {
  throw new Response('Страница не найдена', { status: 404 });
}

export function meta(): Route.MetaDescriptors {
  return [{ title: 'Страница не найдена' }, { name: 'robots', content: 'noindex' }];
}

export default function NotFound() {
  return null;
}

export function ErrorBoundary() {
  return (
    <section className="mx-auto max-w-2xl px-6 py-24 text-center">
      <title>Страница не найдена — ИноПроверка</title>
      <meta name="robots" content="noindex" />
      <p className="text-7xl font-bold text-brand-200">404</p>
      <h1 className="mt-4 text-3xl font-bold">Страница не найдена</h1>
      <p className="mt-4 text-slate-600">
        Возможно, ссылка устарела или в адресе опечатка. Начните с выбора страны — или вернитесь на
        главную.
      </p>
      <div className="mt-8 flex justify-center gap-3">
        <Link
          className="rounded-lg bg-brand-600 px-5 py-2.5 font-medium text-white hover:bg-brand-700"
          to="/"
        >
          На главную
        </Link>
        <Link
          className="rounded-lg border border-slate-300 px-5 py-2.5 font-medium hover:bg-white"
          to="/countries"
        >
          Выбрать страну
        </Link>
      </div>
    </section>
  );
}
