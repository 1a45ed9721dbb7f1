import proseStyles from '../styles/prose.css?url';
import { Breadcrumbs } from '../components/breadcrumbs';
import { TableOfContents } from '../components/content/table-of-contents';
import { seoMeta } from '../lib/seo';
import type { Route } from './+types/content-page';
import { PAGE_MESSAGES } from '../../contracts/page-messages';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: proseStyles }];

/** About and the legal texts: Markdown from content/pages. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const slug = new URL(request.url).pathname.slice(1);
  const page = await context.services.content.getPage(slug);
  if (!page) throw new Response(PAGE_MESSAGES.notFound, { status: 404 });
  return { page };
}

export function meta(args: Route.MetaArgs) {
  const data = args.loaderData;
  if (!data) return [{ title: PAGE_MESSAGES.notFound }];
  return seoMeta(args, {
    title: data.page.title,
    description: data.page.description,
  });
}

export default function ContentPageView({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  const isLong = page.headings.length >= 5;
  return (
    <div className="mx-auto max-w-7xl px-6 py-10">
      <Breadcrumbs crumbs={[{ name: page.title, path: `/${page.slug}` }]} />
      <div className={`mt-6 grid gap-10 ${isLong ? 'lg:grid-cols-[minmax(0,1fr)_300px]' : ''}`}>
        <article className="min-w-0 max-w-4xl">
          <h1 className="text-3xl leading-tight font-bold text-ink sm:text-4xl">{page.title}</h1>
          <div className="prose-content mt-6" dangerouslySetInnerHTML={{ __html: page.html }} />
        </article>
        {isLong ? (
          <aside className="lg:sticky lg:top-28 lg:self-start">
            <TableOfContents headings={page.headings} />
          </aside>
        ) : null}
      </div>
    </div>
  );
}
