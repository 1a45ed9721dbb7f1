import '@fontsource/pt-sans/400.css';
import '@fontsource/pt-sans/700.css';
import './app.css';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteLoaderData,
} from 'react-router';
import type { Route } from './+types/root';
import { canonicalUrl } from './lib/canonical';
import { useNonce } from './nonce';
import { PathNormalizer } from './components/path-normalizer';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { site } = context.services;
  return { site, canonical: canonicalUrl(request.url, site.publicBaseUrl, site.stagingBaseUrl) };
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const data = useRouteLoaderData<typeof loader>('root');
  return (
    <html lang="ru">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1a4fd1" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {data?.canonical ? <link rel="canonical" href={data.canonical} /> : null}
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return (
    <>
      <PathNormalizer />
      <Outlet />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const isNotFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main className="mx-auto max-w-2xl px-6 py-24 text-center">
      <title>{isNotFound ? 'Страница не найдена' : 'Ошибка'}</title>
      <h1 className="text-3xl font-bold">
        {isNotFound ? 'Страница не найдена' : 'Что-то пошло не так'}
      </h1>
      <p className="mt-4 text-slate-600">
        {isNotFound
          ? 'Такой страницы нет. Проверьте адрес или вернитесь на главную.'
          : 'Мы уже знаем об ошибке и исправляем её. Попробуйте обновить страницу через минуту.'}
      </p>
      <a className="mt-8 inline-block text-brand-600 underline" href="/">
        На главную
      </a>
    </main>
  );
}
