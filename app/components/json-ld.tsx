import { normalizeBaseUrl } from '../../contracts/base-url';
/**
 * Structured data for search engines. `<` is escaped so that text in the data can never close
 * the script element.
 */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  const json = JSON.stringify({ '@context': 'https://schema.org', ...data }).replace(
    /</g,
    '\\u003c',
  );
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}

export interface Crumb {
  name: string;
  path: string;
}

export function breadcrumbList(baseUrl: string, crumbs: Crumb[]) {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: `${normalizeBaseUrl(baseUrl)}${crumb.path}`,
    })),
  };
}
