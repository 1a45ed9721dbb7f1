import { Link } from 'react-router';
import { Breadcrumbs } from '../components/breadcrumbs';
import { formatDate } from '../../contracts/dates';
import { seoMeta } from '../lib/seo';
import type { Route } from './+types/blogs';

export async function loader({ context }: Route.LoaderArgs) {
  return { articles: await context.services.content.listArticles() };
}

export function meta(args: Route.MetaArgs) {
  return seoMeta(args, {
    title: 'Блог о проверке иностранных контрагентов',
    description:
      'Статьи о проверке зарубежных компаний: реестры разных стран, налоговые номера, риски сделок, документы и отчётность иностранных организаций.',
  });
}

export default function Blogs({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-7xl px-6 py-10">
      <Breadcrumbs crumbs={[{ name: 'Блог', path: '/blogs' }]} />
      <h1 className="mt-6 text-3xl font-bold text-ink sm:text-4xl">Блог</h1>
      <p className="mt-3 max-w-3xl text-lg text-slate-600">
        Практические руководства для тех, кто работает с иностранными партнёрами: где искать
        сведения о компании, как читать выписки и на что обращать внимание перед сделкой.
      </p>
      <ul className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {loaderData.articles.map((article) => (
          <li key={article.slug} className="flex">
            <article className="flex flex-1 flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition hover:shadow-md">
              <p className="text-sm text-slate-500">
                <time dateTime={article.published}>{formatDate(article.published)}</time>
              </p>
              <h2 className="mt-2 text-xl leading-snug font-bold text-ink">
                <Link to={`/${article.slug}`} className="hover:text-brand-600">
                  {article.title}
                </Link>
              </h2>
              <p className="mt-3 flex-1 text-slate-600">{article.summary}</p>
              <Link
                to={`/${article.slug}`}
                className="mt-5 font-medium text-brand-600 hover:underline"
                aria-label={`Читать статью «${article.title}»`}
              >
                Читать →
              </Link>
            </article>
          </li>
        ))}
      </ul>
    </div>
  );
}
