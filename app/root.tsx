import appCss from './app.css?url';
import ptSansCyrillic400 from './styles/fonts/pt-sans-cyrillic-400.woff2?url';
import ptSansCyrillic700 from './styles/fonts/pt-sans-cyrillic-700.woff2?url';
import ptSansLatin400 from './styles/fonts/pt-sans-latin-400.woff2?url';
import ptSansLatin700 from './styles/fonts/pt-sans-latin-700.woff2?url';
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteLoaderData } from 'react-router';
import type { Route } from './+types/root';
import { canonicalUrl } from './lib/canonical';
import { useNonce } from './nonce';
import { ErrorView } from './components/error-view';
import { PathNormalizer } from './components/path-normalizer';
import { TestSiteStrip } from './components/layout/test-site-strip';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { site } = context.services;
  return { site, canonical: canonicalUrl(request.url, site.publicBaseUrl, site.stagingBaseUrl) };
}

/**
 * Every page sets Russian text (the Cyrillic files), digits and punctuation (the Latin ones) in
 * both weights, so all four faces are fetched with the page rather than after the stylesheet
 * asks for them. Preloaded, they also come at the browser's ordinary priority for a preload
 * instead of the highest it gives a font found in a stylesheet, and leave the stylesheet
 * itself the only thing the first paint waits for.
 */
const FONT_FILES = [ptSansCyrillic400, ptSansLatin400, ptSansCyrillic700, ptSansLatin700];

/**
 * The stylesheet with a precedence, so React puts it ahead of the preloads in the head; then
 * the fonts.
 */
export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: appCss, precedence: 'default' },
  ...FONT_FILES.map((href) => ({
    rel: 'preload',
    href,
    as: 'font',
    type: 'font/woff2',
    crossOrigin: 'anonymous' as const,
  })),
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

/** Reached only outside both layouts (the test gateway) or when a layout itself fails. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const data = useRouteLoaderData<typeof loader>('root');
  return (
    <>
      {data?.site.isTestSite ? <TestSiteStrip /> : null}
      <ErrorView error={error} />
    </>
  );
}
