import type { MetaDescriptor } from 'react-router';

interface RootData {
  canonical?: string;
  site?: { siteName: string };
}

interface MetaArgsLike {
  matches: ({ id: string; loaderData?: unknown } | undefined)[];
}

/**
 * Title, description and Open Graph tags for a page. The canonical URL comes from the root
 * loader, so og:url always equals the canonical link.
 */
export function seoMeta(
  args: MetaArgsLike,
  page: { title: string; description: string; type?: 'website' | 'article'; noindex?: boolean },
): MetaDescriptor[] {
  const root = args.matches.find((m) => m?.id === 'root')?.loaderData as RootData | undefined;
  const siteName = root?.site?.siteName ?? 'ИноПроверка';
  const title = page.title.includes(siteName) ? page.title : `${page.title} — ${siteName}`;
  const tags: MetaDescriptor[] = [
    { title },
    { name: 'description', content: page.description },
    { property: 'og:title', content: page.title },
    { property: 'og:description', content: page.description },
    { property: 'og:type', content: page.type ?? 'website' },
    { property: 'og:locale', content: 'ru_RU' },
    { property: 'og:site_name', content: siteName },
  ];
  if (root?.canonical) tags.push({ property: 'og:url', content: root.canonical });
  if (page.noindex) tags.push({ name: 'robots', content: 'noindex, nofollow' });
  return tags;
}
