import type { StaffRole } from './roles';

/** Where the staff area lives; spec section 2 names the entry `/admin1515`. */
export const STAFF_AREA_PATH = '/admin1515';
/** The staff API, for what a route action cannot serve (file downloads, previews). */
export const STAFF_API_PATH = '/api/staff';

/**
 * Every section of the staff area and the role it needs. The Fastify guard and the route
 * loaders both read this table, so a section's rule is written once.
 */
export const STAFF_SECTIONS = [
  { slug: 'company_reports', title: 'Заказы', role: 'manager' },
  { slug: 'company_review', title: 'Отзывы', role: 'manager' },
  { slug: 'questions', title: 'Вопросы', role: 'manager' },
  { slug: 'mail', title: 'Почта', role: 'manager' },
  // Managers see the lists and their dates; only an admin may run the update (the action checks).
  { slug: 'sanctions', title: 'Санкционные списки', role: 'manager' },
  { slug: 'country_content', title: 'Страны и тарифы', role: 'admin' },
  { slug: 'staff', title: 'Сотрудники', role: 'admin' },
  { slug: 'audit', title: 'Журнал действий', role: 'admin' },
  { slug: 'account', title: 'Мой профиль', role: 'manager' },
] as const satisfies readonly { slug: string; title: string; role: StaffRole }[];

/**
 * The role a path of the staff area (or the staff API) needs: null for the entry page itself,
 * which shows the login form to anyone. Unknown sections need admin, so a forgotten entry in
 * the table fails closed.
 */
export function roleForStaffPath(pathname: string): StaffRole | null {
  const path = pathname.replace(/\.data$/, '').replace(/\/+$/, '');
  let rest: string;
  if (path === STAFF_AREA_PATH || path === '') return null;
  if (path.startsWith(`${STAFF_AREA_PATH}/`)) rest = path.slice(STAFF_AREA_PATH.length + 1);
  else if (path.startsWith(`${STAFF_API_PATH}/`)) rest = path.slice(STAFF_API_PATH.length + 1);
  else return null;
  const slug = rest.split('/')[0] ?? '';
  if (slug === 'logout') return 'manager';
  const section = STAFF_SECTIONS.find((s) => s.slug === slug);
  return section ? section.role : 'admin';
}

export function isStaffPath(pathname: string): boolean {
  return (
    pathname === STAFF_AREA_PATH ||
    pathname === `${STAFF_AREA_PATH}.data` ||
    pathname.startsWith(`${STAFF_AREA_PATH}/`) ||
    pathname.startsWith(`${STAFF_API_PATH}/`)
  );
}

/** Where to go after signing in: only a path inside the staff area, never another site. */
export function safeStaffReturnPath(next: string | null | undefined): string {
  if (!next || !next.startsWith(`${STAFF_AREA_PATH}/`) || next.includes('..')) {
    return STAFF_AREA_PATH;
  }
  return /^[\w/?=&%.,:+-]*$/.test(next) ? next : STAFF_AREA_PATH;
}
