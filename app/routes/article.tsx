import proseStyles from '../styles/prose.css?url';
import { Link, useRouteLoaderData } from 'react-router';
import { Breadcrumbs } from '../components/breadcrumbs';
import { SearchCallToAction } from '../components/content/search-call-to-action';
import { TableOfContents } from '../components/content/table-of-contents';
import { JsonLd } from '../components/json-ld';
import { formatDate } from '../../contracts/dates';
import { seoMeta } from '../lib/seo';
import type { loader as rootLoader } from '../root';
import type { Route } from './+types/article';
import { normalizeBaseUrl } from '../../contracts/base-url';
import { PAGE_MESSAGES } from '../../contracts/page-messages';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: proseStyles }];

/** Articles live at the site's top level (/how_to_check, /registry, …); any other slug is a 404. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const article = await context.services.content.getArticle(params.slug);
  if (!article) throw new Response(PAGE_MESSAGES.notFound, { status: 404 });
  const related = (await context.services.content.listArticles())
    .filter((a) => a.slug !== article.slug)
    .slice(0, 3);
  return { article, related };
}

export function meta(args: Route.MetaArgs) {
  const article = args.loaderData?.article;
  if (!article) return [{ title: PAGE_MESSAGES.notFound }];
  return seoMeta(args, { title: article.title, description: article.description, type: 'article' });
}

export default function ArticlePage({ loaderData }: Route.ComponentProps) {
  const { article, related } = loaderData;
  const root = useRouteLoaderData<typeof rootLoader>('root');
  const site = root?.site;
  return (
    <article className="mx-auto max-w-7xl px-6 py-10">
      <Breadcrumbs
        crumbs={[
          { name: 'Блог', path: '/blogs' },
          { name: article.title, path: `/${article.slug}` },
        ]}
      />
      {site ? (
        <JsonLd
          data={{
            '@type': 'Article',
            headline: article.title,
            description: article.description,
            datePublished: article.published,
            inLanguage: 'ru',
            mainEntityOfPage: `${normalizeBaseUrl(site.publicBaseUrl)}/${article.slug}`,
            author: { '@type': 'Organization', name: site.siteName },
            publisher: { '@type': 'Organization', name: site.siteName },
          }}
        />
      ) : null}
      <div className="mt-6 grid gap-10 lg:grid-cols-[minmax(0,1fr)_280px]">
        <div className="min-w-0">
          <h1 className="text-3xl leading-tight font-bold text-ink sm:text-4xl">{article.title}</h1>
          <p className="mt-3 text-sm text-slate-500">
            <time dateTime={article.published}>{formatDate(article.published)}</time> ·{' '}
            {article.readingMinutes} мин чтения
          </p>
          <p className="mt-6 rounded-xl border-l-4 border-accent bg-amber-50 px-5 py-4 text-lg text-slate-700">
            <span className="sr-only">Кратко: </span>
            {article.summary}
          </p>
          <div className="prose-content mt-6" dangerouslySetInnerHTML={{ __html: article.html }} />
          <SearchCallToAction />
        </div>
        <aside className="space-y-6 lg:sticky lg:top-28 lg:self-start">
          <TableOfContents headings={article.headings} />
          {related.length ? (
            <nav
              aria-labelledby="related-heading"
              className="rounded-xl border border-slate-200 bg-white p-5 text-sm"
            >
              <h2 id="related-heading" className="mb-3 font-bold text-ink">
                Читайте также
              </h2>
              <ul className="space-y-3">
                {related.map((item) => (
                  <li key={item.slug}>
                    <Link className="text-brand-600 hover:underline" to={`/${item.slug}`}>
                      {item.title}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
        </aside>
      </div>
    </article>
  );
}
