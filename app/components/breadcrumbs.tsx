import { Link, useRouteLoaderData } from 'react-router';
import type { loader as rootLoader } from '../root';
import { breadcrumbList, JsonLd, type Crumb } from './json-ld';

/** Visible breadcrumbs with their BreadcrumbList structured data; the last crumb is the page. */
export function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  const root = useRouteLoaderData<typeof rootLoader>('root');
  const all = [{ name: 'Главная', path: '/' }, ...crumbs];
  return (
    <nav aria-label="Навигационная цепочка" className="text-sm text-slate-500">
      <ol className="flex flex-wrap items-center gap-1">
        {all.map((crumb, index) => (
          <li key={crumb.path} className="flex items-center gap-1">
            {index > 0 ? <span aria-hidden="true">/</span> : null}
            {index === all.length - 1 ? (
              <span aria-current="page" className="text-slate-700">
                {crumb.name}
              </span>
            ) : (
              <Link className="hover:text-brand-600 hover:underline" to={crumb.path}>
                {crumb.name}
              </Link>
            )}
          </li>
        ))}
      </ol>
      {root ? <JsonLd data={breadcrumbList(root.site.publicBaseUrl, all)} /> : null}
    </nav>
  );
}
