import { Link } from 'react-router';
import { formatDate } from '../../../../contracts/dates';
import { STAFF_AREA_PATH } from '../../../../contracts/staff/access';
import type { StaffSanctionsStaleness } from '../../../../contracts/staff/sanctions';

/**
 * «Санкционные списки устарели: …» on the staff home: screening against an old or missing list
 * may miss recent designations, and someone has to run the update.
 */
export function StaleListsBanner({ lists, maxAgeDays }: StaffSanctionsStaleness) {
  if (!lists.length) return null;
  const items = lists.map((l) =>
    l.publishedAt ? `${l.name} — от ${formatDate(l.publishedAt)}` : `${l.name} — не загружен`,
  );
  return (
    <aside
      aria-label="Санкционные списки"
      className="mb-6 rounded-xl border border-amber-300 bg-amber-50 px-5 py-4 text-sm text-amber-950"
      data-testid="stale-sanctions"
    >
      <p className="font-semibold">
        <span aria-hidden="true">⚠ </span>Санкционные списки устарели: {items.join('; ')}.
      </p>
      <p className="mt-1">
        Проверка компаний может не знать о включениях последних дней (допустимый возраст списка —{' '}
        {maxAgeDays} дн.).{' '}
        <Link
          to={`${STAFF_AREA_PATH}/sanctions`}
          className="font-semibold text-brand-700 underline hover:no-underline"
        >
          Открыть санкционные списки
        </Link>
      </p>
    </aside>
  );
}
