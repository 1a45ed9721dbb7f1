import { data } from 'react-router';
import { parseDbId } from '../../../contracts/ids';
import { PAGE_MESSAGES } from '../../../contracts/page-messages';
import { FormAlert } from '../../components/form-alert';
import { PageHeader } from '../../components/page-header';
import { ScreeningResultView } from '../../components/sanctions/check-page/screening-result-view';
import { companyOrderPath } from '../../lib/order-path';
import { seoMeta } from '../../lib/seo';
import type { Route } from './+types/company-check';

// A check is made at the moment it is asked for (its time is on the page): never kept.
const NO_STORE = { 'cache-control': 'no-store' };

/**
 * The sanctions check of a register company (its card's badge links here): the same check as
 * POST /api/Screening/Check, under the same per-client limit; unknown or malformed ids are 404.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const id = parseDbId(params.companyId);
  if (!id) throw new Response(PAGE_MESSAGES.notFound, { status: 404 });
  const turn = await context.takeLimitTurn('screening');
  if (turn !== true) {
    return data(
      { kind: 'refused' as const, message: turn.message },
      { status: 429, headers: NO_STORE },
    );
  }
  const checked = await context.services.screening.checkCompany(id);
  if (!checked) throw new Response(PAGE_MESSAGES.notFound, { status: 404 });
  const { company, result } = checked;
  const isDemo = await context.services.companies.isDemoRegister(company.country.code);
  const subject = {
    name: company.name,
    nameLat: company.nameLat !== company.name ? company.nameLat : null,
    regCode: company.regCode,
    vatCode: company.vatCode,
    country: { code: company.country.code, name: company.country.name },
  };
  return data({ kind: 'done' as const, id, subject, result, isDemo }, { headers: NO_STORE });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function meta(args: Route.MetaArgs) {
  const page = args.loaderData;
  if (!page) return [{ title: PAGE_MESSAGES.notFound }];
  if (page.kind === 'refused') {
    return seoMeta(args, {
      title: 'Проверка по санкционным спискам',
      description: page.message,
      noindex: true,
    });
  }
  const { subject } = page;
  return seoMeta(args, {
    title: `${subject.name}: проверка по санкционным спискам`,
    description: `Бесплатная проверка компании ${subject.name} (${subject.country.name}) по санкционным спискам OFAC, ЕС, Великобритании и ООН: результат, даты списков и найденные записи.`,
    // The demo register's companies are made up: nothing a search engine should index.
    noindex: page.isDemo,
  });
}

export default function CompanyCheckPage({ loaderData: page }: Route.ComponentProps) {
  const crumbs = [{ name: 'Проверка по санкционным спискам', path: '/sanctions/check' }];
  if (page.kind === 'refused') {
    return (
      <>
        <PageHeader crumbs={crumbs} title="Проверка по санкционным спискам" />
        <div className="mx-auto max-w-7xl px-6 py-8 mobile:px-4">
          <div className="max-w-5xl">
            <FormAlert>{page.message}</FormAlert>
          </div>
        </div>
      </>
    );
  }
  const { subject, result, id, isDemo } = page;
  return (
    <>
      <PageHeader
        crumbs={[...crumbs, { name: subject.name, path: `/sanctions/company/${id}` }]}
        title="Проверка по санкционным спискам"
        lead={
          isDemo
            ? 'Компания из демонстрационного реестра: её название и номера вымышлены.'
            : 'Компания из реестра сверена со всеми загруженными официальными санкционными списками.'
        }
      />
      <div className="mx-auto max-w-7xl px-6 py-8 mobile:px-4">
        <div className="max-w-5xl">
          <ScreeningResultView
            subject={subject}
            result={result}
            certificateFields={{ companyId: String(id) }}
            orderHref={companyOrderPath(id, null)}
          />
        </div>
      </div>
    </>
  );
}
