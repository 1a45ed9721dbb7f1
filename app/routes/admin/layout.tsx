import { Form, isRouteErrorResponse, NavLink, Outlet, useRouteLoaderData } from 'react-router';
import { STAFF_AREA_PATH, STAFF_SECTIONS } from '../../../contracts/staff/access';
import { hasRole, STAFF_ROLE_LABELS } from '../../../contracts/staff/roles';
import { TestSiteBanner } from '../../components/layout/test-site-banner';
import { StaffButton } from '../../components/staff/staff-ui';
import type { Route } from './+types/layout';

/** Who is signed in and which sections they may open; the login page has no one yet. */
export async function loader({ context }: Route.LoaderArgs) {
  const { staff } = context;
  if (!staff) return { staff: null, sections: [] };
  return {
    staff,
    sections: STAFF_SECTIONS.filter((s) => s.slug !== 'account' && hasRole(staff, s.role)).map(
      ({ slug, title }) => ({ slug, title }),
    ),
  };
}

function StaffShell({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('routes/admin/layout');
  const staff = data?.staff;
  // Rendered by every staff page, whatever its own meta says: the staff area is never indexed.
  const noindex = <meta name="robots" content="noindex, nofollow" />;
  if (!staff) {
    return (
      <div className="min-h-screen bg-slate-100">
        <TestSiteBanner />
        <div className="flex items-start justify-center px-4 py-16">
          <main id="main" className="w-full max-w-md">
            {noindex}
            {children}
          </main>
        </div>
      </div>
    );
  }
  const linkClass = ({ isActive }: { isActive: boolean }) =>
    `block rounded-lg px-3 py-2 text-sm font-medium ${
      isActive ? 'bg-brand-600 text-white' : 'text-slate-700 hover:bg-slate-200'
    }`;
  return (
    <div className="min-h-screen bg-slate-100">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        К содержанию
      </a>
      <TestSiteBanner />
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-screen-2xl flex-wrap items-center justify-between gap-3 px-4 py-3">
          <NavLink to={STAFF_AREA_PATH} end className="text-lg font-bold text-ink">
            ИноПроверка · служебный раздел
          </NavLink>
          <div className="flex items-center gap-3 text-sm">
            <NavLink to={`${STAFF_AREA_PATH}/account`} className="text-slate-700 hover:underline">
              {staff.name} ({STAFF_ROLE_LABELS[staff.role]})
            </NavLink>
            <Form method="post" action={`${STAFF_AREA_PATH}/logout`}>
              <StaffButton variant="secondary">Выйти</StaffButton>
            </Form>
          </div>
        </div>
      </header>
      <div className="mx-auto flex max-w-screen-2xl flex-col gap-6 px-4 py-6 lg:flex-row">
        <nav aria-label="Разделы" className="lg:w-56 lg:shrink-0">
          <ul className="flex flex-wrap gap-1 lg:flex-col">
            <li>
              <NavLink to={STAFF_AREA_PATH} end className={linkClass}>
                Главная
              </NavLink>
            </li>
            {data.sections.map((s) => (
              <li key={s.slug}>
                <NavLink to={`${STAFF_AREA_PATH}/${s.slug}`} className={linkClass}>
                  {s.title}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <main id="main" className="min-w-0 flex-1">
          {noindex}
          {children}
        </main>
      </div>
    </div>
  );
}

export default function StaffLayout() {
  return (
    <StaffShell>
      <Outlet />
    </StaffShell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  // A 503 is the database restarting: expected (the request log has it), and the page says so.
  // In the browser only: on the server the entry's handleError has logged it, without secrets.
  if (status >= 500 && status !== 503 && typeof document !== 'undefined') console.error(error);
  const text =
    status === 403
      ? 'Недостаточно прав для этого раздела. Обратитесь к администратору.'
      : status === 404
        ? 'Такой страницы или записи нет. Возможно, ссылка устарела.'
        : status === 503
          ? 'База данных временно недоступна (скорее всего, перезапускается). Обновите страницу через минуту — сохранённое не потеряно.'
          : 'Что-то пошло не так. Обновите страницу; если ошибка повторится, сообщите администратору.';
  return (
    <StaffShell>
      <title>Ошибка — служебный раздел</title>
      <div role="alert" className="rounded-xl border border-slate-200 bg-white p-8">
        <p className="text-4xl font-bold text-brand-600">{status}</p>
        <p className="mt-3 text-slate-700">{text}</p>
      </div>
    </StaffShell>
  );
}
