import { memo } from 'react';
import { Link } from 'react-router';
import type { CountryWithTariffs } from '../../../contracts/dictionary';
import { formatPrice, formatTariffDuration } from '../../../contracts/tariff-duration';
import { reportPath } from '../country-search/tariff-list';
import { Flag } from '../flag';

/** One country of the price list: its name linking to its page, then each tariff. */
export const PriceListCard = memo(function PriceListCard({
  country,
}: {
  country: CountryWithTariffs;
}) {
  const headingId = `price-${country.code}`;
  return (
    <li
      data-testid="price-country"
      // Off-screen cards skip layout and paint: the list holds every country.
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 [contain-intrinsic-size:auto_220px] [content-visibility:auto]"
    >
      <h2 id={headingId} className="text-lg font-bold">
        <Link
          to={`/countries/country/${country.code.toLowerCase()}`}
          className="flex items-center gap-3 text-ink hover:text-brand-700 hover:underline"
        >
          <Flag code={country.code} className="h-5 w-7" />
          {country.name}
        </Link>
      </h2>
      {country.tariffs.length ? (
        <table className="mt-3 w-full text-[15px]">
          <caption className="sr-only">Тарифы: {country.name}</caption>
          <thead className="sr-only">
            <tr>
              <th scope="col">Тариф</th>
              <th scope="col">Срок</th>
              <th scope="col">Стоимость</th>
            </tr>
          </thead>
          <tbody>
            {country.tariffs.map((tariff) => (
              <tr key={tariff.id} className="border-t border-slate-100 first:border-t-0">
                <th scope="row" className="py-2 pr-2 text-left font-normal">
                  <Link
                    to={reportPath(country, tariff)}
                    className="text-slate-800 hover:text-brand-700 hover:underline"
                  >
                    {tariff.tariffName}
                  </Link>
                </th>
                <td className="py-2 pr-2 text-sm whitespace-nowrap text-slate-500">
                  {formatTariffDuration(tariff)}
                </td>
                <td className="py-2 text-right font-bold whitespace-nowrap text-ink">
                  {formatPrice(tariff.tariffPrice, tariff.tariffCurrency)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="mt-3 text-sm text-slate-500">Стоимость — по запросу.</p>
      )}
    </li>
  );
});
