import type { ReactNode } from 'react';
import type { Crumb } from './json-ld';
import { Breadcrumbs } from './breadcrumbs';

/** The top of an inner page: breadcrumbs, the page's h1 and a lead line. */
export function PageHeader({
  crumbs,
  title,
  lead,
  children,
}: {
  crumbs: Crumb[];
  title: ReactNode;
  lead?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto max-w-7xl px-6 pt-6 pb-8 mobile:px-4">
        <Breadcrumbs crumbs={crumbs} />
        <h1 className="mt-4 flex flex-wrap items-center gap-3 text-4xl font-bold text-ink mobile:text-3xl">
          {title}
        </h1>
        {lead ? <p className="mt-3 max-w-3xl text-lg text-slate-600">{lead}</p> : null}
        {children}
      </div>
    </header>
  );
}
