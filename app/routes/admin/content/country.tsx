import { data } from 'react-router';
import { STAFF_AREA_PATH } from '../../../../contracts/staff/access';
import { CONTENT_MESSAGES } from '../../../../contracts/staff/content';
import {
  intentSection,
  type CountryActionData,
} from '../../../components/staff/content/country-action-data';
import { CountryGroupsForm } from '../../../components/staff/content/country-groups-form';
import { CountryTextEditor } from '../../../components/staff/content/country-text-editor';
import { SampleReportForm } from '../../../components/staff/content/sample-report-form';
import { TariffsPanel } from '../../../components/staff/content/tariffs-panel';
import { Flag } from '../../../components/flag';
import { StaffPageHeader, StaffTime } from '../../../components/staff/staff-ui';
import { requireStaff } from '../../../lib/require-staff.server';
import { renderSafeMarkdown } from '../../../lib/safe-markdown.server';
import { staffMeta } from '../../../lib/staff-meta';
import { countryAction } from './country-action.server';
import type { Route } from './+types/country';

/** `/admin1515/country_content/{code}`: one country's text, groups, tariffs and sample. */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const actor = requireStaff(context, request);
  const country = await context.services.staff.content.getCountry(actor, params.code);
  if (!country) throw data({ message: CONTENT_MESSAGES.countryNotFound }, { status: 404 });
  // The same renderer as the public page, so the preview shows exactly what visitors will see.
  return { country, contentHtml: renderSafeMarkdown(country.content) };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const actor = requireStaff(context, request);
  return countryAction(context.services.staff.content, actor, request, params.code);
}

export function meta({ data: loaderData }: Route.MetaArgs) {
  return staffMeta(loaderData ? `${loaderData.country.name} — страны и тарифы` : 'Страна');
}

export default function CountryContentPage({ loaderData, actionData }: Route.ComponentProps) {
  const { country, contentHtml } = loaderData;
  const result = actionData as CountryActionData | undefined;
  const section = result ? intentSection(result.intent) : null;
  const code = country.code.toLowerCase();
  const publicPath = `/countries/country/${code}`;
  return (
    <>
      <StaffPageHeader
        title={`${country.name} (${country.code})`}
        back={{ to: `${STAFF_AREA_PATH}/country_content`, label: 'Все страны' }}
        actions={
          <a
            href={publicPath}
            target="_blank"
            rel="noreferrer"
            className="inline-flex min-h-10 items-center rounded-lg border border-slate-300 bg-white px-4 text-sm font-semibold text-ink hover:bg-slate-50"
          >
            Открыть на сайте ↗
          </a>
        }
      >
        <span className="inline-flex flex-wrap items-center gap-2">
          <Flag code={country.code} className="h-4 w-6" />
          {country.nameEn} · изменено <StaffTime iso={country.updatedAt} />
        </span>
      </StaffPageHeader>
      <div className="space-y-6">
        <TariffsPanel
          tariffs={country.tariffs}
          result={section === 'tariffs' ? result : undefined}
        />
        <CountryTextEditor
          saved={country.content}
          savedHtml={contentHtml}
          previewUrl={`${STAFF_AREA_PATH}/country_content/${code}/preview`}
          result={section === 'text' ? result : undefined}
        />
        <div className="grid gap-6 xl:grid-cols-2">
          <CountryGroupsForm
            groups={country.groups}
            result={section === 'groups' ? result : undefined}
          />
          <SampleReportForm
            sample={country.sample}
            publicPath={publicPath}
            result={section === 'sample' ? result : undefined}
          />
        </div>
      </div>
    </>
  );
}
