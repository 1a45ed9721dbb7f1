import { Link } from 'react-router';
import type { Country } from '../../../contracts/dictionary';
import { withTariff } from '../../lib/chosen-tariff';
import { criteriaToSearchParams, type CriteriaValues } from '../../lib/company-search-query';
import { typedCheckPath } from '../../lib/screening-path';
import { REVEAL_MARGIN, revealTarget } from './use-reveal-after-search';

/**
 * Spec: 'Ошибка при поиске организации' with the hint about the required fields. Many
 * companies are in no open register, so the user can order a report by the details typed.
 */
export function NoMatchView({
  country,
  criteria,
  tariffId,
  onEdit,
}: {
  country: Country;
  criteria: CriteriaValues;
  tariffId: number | null;
  onEdit: () => void;
}) {
  const orderParams = criteriaToSearchParams(criteria);
  orderParams.set('country', country.code.toLowerCase());
  withTariff(orderParams, tariffId);
  return (
    <div
      role="region"
      aria-labelledby="no-match-heading"
      className="rounded-xl border border-amber-200 bg-amber-50 p-6"
    >
      {/* Brought into view and focused after «Найти», clear of the sticky header. */}
      <h3
        id="no-match-heading"
        {...revealTarget}
        tabIndex={-1}
        className={`text-xl font-bold text-ink focus:outline-none ${REVEAL_MARGIN}`}
      >
        Ошибка при поиске организации
      </h3>
      <p className="mt-2 text-slate-700">
        По этим данным компания в реестре не найдена. Проверьте написание и убедитесь, что заполнено
        хотя бы одно из полей: наименование, регистрационный номер или TAX/VAT-номер.
      </p>
      <p className="mt-2 text-slate-700">
        Не все компании есть в открытых реестрах. Наши аналитики найдут её по введённым данным в
        официальных источниках страны — оплата только за готовый отчёт.
      </p>
      <div className="mt-5 flex flex-wrap gap-3">
        <Link
          to={`/order?${orderParams.toString()}`}
          className="rounded-lg bg-brand-600 px-5 py-2.5 font-medium text-white hover:bg-brand-700"
        >
          Заказать отчёт по введённым данным
        </Link>
        {/* The free sanctions check needs no register entry: the details typed are enough. */}
        <Link
          to={typedCheckPath({ ...criteria, country: country.code })}
          data-testid="no-match-screening"
          className="rounded-lg border border-brand-600 bg-white px-5 py-2.5 font-medium text-brand-700 hover:bg-brand-50"
        >
          Проверить по санкционным спискам
        </Link>
        <button
          type="button"
          onClick={onEdit}
          className="rounded-lg border border-slate-300 bg-white px-5 py-2.5 font-medium hover:bg-slate-50"
        >
          Изменить запрос
        </button>
      </div>
    </div>
  );
}
