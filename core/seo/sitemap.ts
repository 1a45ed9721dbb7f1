import type { AppServices } from '../../contracts/app-services';
import { normalizeBaseUrl } from '../../contracts/base-url';

/** Public pages that are not generated from data. */
const STATIC_PATHS = [
  '/',
  '/countries',
  '/tariffs',
  '/blogs',
  '/feedbacks',
  '/about',
  '/privacy',
  '/oferta',
];

function escapeXml(text: string) {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Every public page: static pages, articles, continents, countries and each country's tariffs. */
export async function sitemapPaths(
  services: AppServices,
): Promise<{ path: string; lastmod?: string }[]> {
  const [articles, groups, priceList] = await Promise.all([
    services.content.listArticles(),
    services.dictionary.listCountryGroups(),
    services.dictionary.getPriceList(),
  ]);
  return [
    ...STATIC_PATHS.map((path) => ({ path })),
    ...articles.map((a) => ({ path: `/${a.slug}`, lastmod: a.published })),
    ...groups.map((g) => ({ path: `/countries/continent/${g.slug}` })),
    ...priceList.flatMap((country) => {
      const base = `/countries/country/${country.code.toLowerCase()}`;
      return [{ path: base }, ...country.tariffs.map((t) => ({ path: `${base}/report/${t.id}` }))];
    }),
  ];
}

export function renderSitemap(
  baseUrl: string,
  entries: { path: string; lastmod?: string }[],
): string {
  const origin = normalizeBaseUrl(baseUrl);
  const urls = entries
    .map(
      (e) =>
        `  <url><loc>${escapeXml(origin + e.path)}</loc>${e.lastmod ? `<lastmod>${e.lastmod}</lastmod>` : ''}</url>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function renderRobots(baseUrl: string): string {
  return [
    'User-agent: *',
    'Disallow: /api/',
    'Disallow: /orders/',
    'Disallow: /order',
    'Disallow: /payment-success',
    'Disallow: /payment-error',
    'Disallow: /my-orders',
    'Disallow: /test-gateway/',
    '',
    `Sitemap: ${normalizeBaseUrl(baseUrl)}/sitemap.xml`,
    '',
  ].join('\n');
}
