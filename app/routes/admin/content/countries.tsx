import { CountryListFilter } from '../../../../contracts/staff/content';
import { CountriesTable } from '../../../components/staff/content/countries-table';
import { CountryFilter } from '../../../components/staff/content/country-filter';
import { StaffPageHeader } from '../../../components/staff/staff-ui';
import { COUNTRY_FORMS, pluralRu } from '../../../lib/plural-ru';
import { requireStaff } from '../../../lib/require-staff.server';
import { staffMeta } from '../../../lib/staff-meta';
import type { Route } from './+types/countries';

/** `/admin1515/country_content`: every country, filtered by name, code or group. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const actor = requireStaff(context, request);
  const filter = CountryListFilter.parse(Object.fromEntries(new URL(request.url).searchParams));
  const list = await context.services.staff.content.listCountries(actor, filter);
  return { list, filter };
}

export const meta = () => staffMeta('Страны и тарифы');

export default function Countries({ loaderData }: Route.ComponentProps) {
  const { list, filter } = loaderData;
  const shown = list.countries.length;
  return (
    <>
      <StaffPageHeader title="Страны и тарифы">
        Информационные тексты, группы, тарифы и образцы отчётов. Изменения видны на сайте сразу
        после сохранения.
      </StaffPageHeader>
      <CountryFilter filter={filter} groups={list.groups} />
      <p className="mb-3 text-sm text-slate-600" role="status">
        {shown === list.total
          ? `Всего ${list.total} ${pluralRu(list.total, COUNTRY_FORMS)}`
          : `Найдено: ${shown} ${pluralRu(shown, COUNTRY_FORMS)} из ${list.total}`}
      </p>
      {shown > 0 ? (
        <CountriesTable countries={list.countries} />
      ) : (
        <p className="rounded-xl border border-slate-200 bg-white p-8 text-center text-slate-600">
          Ничего не найдено. Проверьте написание или выберите другую группу.
        </p>
      )}
    </>
  );
}
