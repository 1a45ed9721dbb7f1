import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Link } from 'react-router';

/** The staff area's building blocks, so every section looks and behaves alike. */

export function StaffPageHeader({
  title,
  back,
  actions,
  children,
}: {
  title: string;
  back?: { to: string; label: string };
  actions?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <header className="mb-6">
      {back ? (
        <Link to={back.to} className="text-sm text-brand-600 hover:underline">
          ← {back.label}
        </Link>
      ) : null}
      <div className="mt-1 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-ink">{title}</h1>
        {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
      </div>
      {children ? <div className="mt-2 text-slate-600">{children}</div> : null}
    </header>
  );
}

const buttonStyles = {
  primary: 'bg-brand-600 text-white hover:bg-brand-700 disabled:bg-slate-400',
  secondary: 'border border-slate-300 bg-white text-ink hover:bg-slate-50 disabled:text-slate-400',
  danger: 'bg-red-600 text-white hover:bg-red-700 disabled:bg-slate-400',
} as const;

export function StaffButton({
  variant = 'primary',
  className = '',
  ...button
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: keyof typeof buttonStyles }) {
  return (
    <button
      type="submit"
      {...button}
      className={`inline-flex min-h-10 items-center justify-center rounded-lg px-4 py-2 text-sm font-semibold transition-colors disabled:cursor-not-allowed ${buttonStyles[variant]} ${className}`}
    />
  );
}

/** A section of a staff page: a white card with a heading. */
export function StaffPanel({
  title,
  children,
  className = '',
}: {
  title?: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section className={`rounded-xl border border-slate-200 bg-white p-5 shadow-sm ${className}`}>
      {title ? <h2 className="mb-4 text-lg font-bold text-ink">{title}</h2> : null}
      {children}
    </section>
  );
}

/** The outcome of the last action, announced politely (success) or at once (error). */
export function StaffNotice({
  kind,
  children,
}: {
  kind: 'success' | 'error';
  children: ReactNode;
}) {
  return kind === 'success' ? (
    <p role="status" className="mb-4 rounded-lg bg-emerald-50 px-4 py-3 text-sm text-emerald-800">
      {children}
    </p>
  ) : (
    <p role="alert" className="mb-4 rounded-lg bg-red-50 px-4 py-3 text-sm text-red-700">
      {children}
    </p>
  );
}

/** Tables of the staff area: a caption for screen readers, headers with scope, scroll on narrow screens. */
export function StaffTable({
  caption,
  headers,
  children,
}: {
  caption: string;
  headers: string[];
  children: ReactNode;
}) {
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-xs tracking-wide text-slate-600 uppercase">
          <tr>
            {headers.map((h) => (
              <th key={h} scope="col" className="px-4 py-3 font-semibold">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">{children}</tbody>
      </table>
    </div>
  );
}

export const staffCellClass = 'px-4 py-3 align-top';

/** «Назад» / «Вперёд» links that keep the page's filters in the URL. */
export function StaffPagination({
  page,
  pageSize,
  total,
  search,
}: {
  page: number;
  pageSize: number;
  total: number;
  search: URLSearchParams;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  const link = (p: number) => {
    const next = new URLSearchParams(search);
    next.set('page', String(p));
    return `?${next.toString()}`;
  };
  return (
    <nav aria-label="Страницы" className="mt-4 flex items-center gap-4 text-sm">
      {page > 1 ? (
        <Link to={link(page - 1)} className="text-brand-600 hover:underline">
          ← Назад
        </Link>
      ) : null}
      <span className="text-slate-600">
        Страница {page} из {pages}
      </span>
      {page < pages ? (
        <Link to={link(page + 1)} className="text-brand-600 hover:underline">
          Вперёд →
        </Link>
      ) : null}
    </nav>
  );
}

const dateTime = new Intl.DateTimeFormat('ru-RU', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/Moscow',
});

/** A moment as staff in Moscow read it: «25.11.2026, 14:05». */
export function StaffTime({ iso }: { iso: string }) {
  return <time dateTime={iso}>{dateTime.format(new Date(iso))}</time>;
}

/** Shared classes of inputs that are not TextField (selects, small filters). */
export const staffInputClass =
  'h-10 rounded-lg border border-slate-300 bg-white px-3 text-sm text-ink focus:border-brand-500 focus:ring-2 focus:ring-brand-100 focus:outline-none';
