import './styles/fonts.css';
import './app.css';
import ptSansCyrillic from '@fontsource/pt-sans/files/pt-sans-cyrillic-400-normal.woff2?url';
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteLoaderData } from 'react-router';
import type { Route } from './+types/root';
import { canonicalUrl } from './lib/canonical';
import { useNonce } from './nonce';
import { ErrorView } from './components/error-view';
import { PathNormalizer } from './components/path-normalizer';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { site } = context.services;
  return { site, canonical: canonicalUrl(request.url, site.publicBaseUrl, site.stagingBaseUrl) };
}

/** The face of nearly every word on every page: fetched before the stylesheet asks for it. */
export const links: Route.LinksFunction = () => [
  {
    rel: 'preload',
    href: ptSansCyrillic,
    as: 'font',
    type: 'font/woff2',
    crossOrigin: 'anonymous',
  },
];

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
  return <ErrorView error={error} />;
}
