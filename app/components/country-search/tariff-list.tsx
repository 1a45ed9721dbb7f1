import { Link } from 'react-router';
import type { Country, Tariff } from '../../../contracts/dictionary';
import { formatPrice, formatTariffDuration } from '../../../contracts/tariff-duration';
import { ChevronRightIcon, ClockIcon } from '../ui-icons';

function reportPath(country: Pick<Country, 'code'>, tariff: Pick<Tariff, 'id'>) {
  return `/countries/country/${country.code.toLowerCase()}/report/${tariff.id}`;
}

/** A country's tariffs: name, delivery time (spec section 3 format), price, link to its page. */
export function TariffList({
  country,
  tariffs,
  currentTariffId,
}: {
  country: Country;
  tariffs: Tariff[];
  currentTariffId?: number;
}) {
  if (!tariffs.length) {
    return (
      <p className="rounded-xl bg-slate-50 px-4 py-3 text-sm text-slate-600">
        Для этой страны отчёт готовится по индивидуальному запросу — напишите нам, и мы назовём срок
        и стоимость.
      </p>
    );
  }
  return (
    <ul data-testid="tariff-list" className="@container grid gap-2">
      {tariffs.map((tariff) => {
        const isCurrent = tariff.id === currentTariffId;
        return (
          <li key={tariff.id} data-testid="tariff">
            <Link
              to={reportPath(country, tariff)}
              aria-current={isCurrent ? 'page' : undefined}
              className={`group grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-4 gap-y-1 rounded-xl border px-4 py-3 transition-colors @xl:grid-cols-[minmax(0,1fr)_auto_7rem_auto] ${
                isCurrent
                  ? 'border-brand-500 bg-brand-50'
                  : 'border-slate-200 bg-white hover:border-brand-500 hover:bg-brand-50/50'
              }`}
            >
              <span className="font-semibold text-ink">{tariff.tariffName}</span>
              <span
                data-testid="tariff-duration"
                className="flex items-center gap-1.5 text-sm whitespace-nowrap text-slate-600 order-3 @xl:order-none"
              >
                <ClockIcon className="h-4 w-4 text-slate-400" />
                {formatTariffDuration(tariff)}
              </span>
              <span
                data-testid="tariff-price"
                className="text-right text-lg font-bold whitespace-nowrap text-ink order-2 @xl:order-none"
              >
                {formatPrice(tariff.tariffPrice, tariff.tariffCurrency)}
              </span>
              <span className="flex items-center justify-end text-sm font-medium whitespace-nowrap text-brand-600 group-hover:underline order-4 @xl:order-none">
                {isCurrent ? 'Вы здесь' : 'Подробнее'}
                <ChevronRightIcon className="h-4 w-4" />
              </span>
              {tariff.tariffDescription ? (
                <span
                  data-testid="tariff-description"
                  className="order-5 col-span-full text-sm text-slate-600"
                >
                  {tariff.tariffDescription}
                </span>
              ) : null}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
