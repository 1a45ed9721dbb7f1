import { Link } from 'react-router';
import { formatPrice, formatTariffDuration } from '../../../contracts/tariff-duration';
import { CountrySearch } from '../../components/country-search/country-search';
import { Flag } from '../../components/flag';
import { PageHeader } from '../../components/page-header';
import { ReportSectionsGrid } from '../../components/report-sections';
import { ClockIcon, WalletIcon } from '../../components/ui-icons';
import { companySearchPath } from '../../lib/chosen-tariff';
import { seoMeta } from '../../lib/seo';
import { loadCountryDetails } from './country-details.server';
import type { Route } from './+types/report';
import { quoteRu } from '../../../contracts/quote-ru';
import { PAGE_MESSAGES } from '../../../contracts/page-messages';

export async function loader({ params, context }: Route.LoaderArgs) {
  const { country, tariffs } = await loadCountryDetails(context.services, params.countryId);
  // The report is a tariff of this very country; another country's tariff id is a 404.
  const tariff = /^\d{1,9}$/.test(params.reportId)
    ? tariffs.find((t) => t.id === Number(params.reportId))
    : undefined;
  if (!tariff) throw new Response('Отчёт не найден', { status: 404 });
  return { country, tariffs, tariff };
}

export function meta(args: Route.MetaArgs) {
  const data = args.loaderData;
  if (!data) return [{ title: PAGE_MESSAGES.notFound }];
  const { country, tariff } = data;
  return seoMeta(args, {
    title: `Отчёт ${quoteRu(tariff.tariffName)} — ${country.name}`,
    description: `${tariff.tariffName} о компании (${country.name}): регистрация, финансы, суды, владельцы и кредитное заключение на русском языке. ${formatPrice(tariff.tariffPrice, tariff.tariffCurrency)}, срок ${formatTariffDuration(tariff)}. Без предоплаты.`,
  });
}

const STEPS = [
  'Найдите компанию по названию, регистрационному или налоговому номеру.',
  'Выберите её в результатах и оформите заказ — без предоплаты.',
  'Когда отчёт готов, придёт письмо: оплатите готовый результат и скачайте отчёт на сайте.',
];

export default function ReportPage({ loaderData }: Route.ComponentProps) {
  const { country, tariffs, tariff } = loaderData;
  const countryPath = `/countries/country/${country.code.toLowerCase()}`;
  return (
    <>
      <PageHeader
        crumbs={[
          { name: 'Страны', path: '/countries' },
          { name: country.name, path: countryPath },
          { name: 'Отчёт', path: `${countryPath}/report/${tariff.id}` },
        ]}
        title="Отчёт"
        lead={
          <span className="flex flex-wrap items-center gap-2">
            <span className="font-semibold text-ink">{quoteRu(tariff.tariffName)}</span>
            <span aria-hidden="true">·</span>
            <Flag code={country.code} className="h-4 w-6" />
            <Link to={countryPath} className="text-brand-600 hover:underline">
              {country.name}
            </Link>
          </span>
        }
      />
      <div className="mx-auto grid max-w-7xl items-start gap-8 px-6 py-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] mobile:px-4">
        <aside
          aria-label="Стоимость и заказ"
          className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 lg:sticky lg:top-32 lg:order-2 mobile:p-4"
        >
          <dl className="mb-6 grid grid-cols-[repeat(auto-fit,minmax(9.5rem,1fr))] gap-4">
            <div className="rounded-xl bg-brand-50 p-4">
              <dt className="flex items-center gap-1.5 text-sm text-slate-600">
                <WalletIcon className="h-4 w-4" /> Стоимость
              </dt>
              <dd
                data-testid="report-price"
                className="mt-1 text-2xl font-bold whitespace-nowrap text-ink"
              >
                {formatPrice(tariff.tariffPrice, tariff.tariffCurrency)}
              </dd>
            </div>
            <div className="rounded-xl bg-brand-50 p-4">
              <dt className="flex items-center gap-1.5 text-sm text-slate-600">
                <ClockIcon className="h-4 w-4" /> Срок подготовки
              </dt>
              <dd
                data-testid="report-duration"
                className="mt-1 text-2xl font-bold whitespace-nowrap text-ink"
              >
                {formatTariffDuration(tariff)}
              </dd>
            </div>
          </dl>
          <CountrySearch
            country={country}
            loaded={{ ...country, tariffs }}
            inCountry
            inReport
            currentTariffId={tariff.id}
          />
          <p className="mt-4 text-sm text-slate-500">
            Оплата — только за готовый отчёт. Если данные окажутся недостоверными, вернём 100%
            стоимости.
          </p>
        </aside>
        <div className="flex flex-col gap-10 lg:order-1">
          <section aria-labelledby="contents-heading">
            <h2 id="contents-heading" className="mb-4 text-2xl font-bold">
              Что входит в отчёт
            </h2>
            {tariff.tariffDescription ? (
              <p
                data-testid="tariff-description"
                className="mb-5 rounded-2xl bg-white p-5 text-lg leading-relaxed text-slate-700 shadow-sm ring-1 ring-slate-200"
              >
                {tariff.tariffDescription}
              </p>
            ) : null}
            <ReportSectionsGrid compact />
          </section>
          <section aria-labelledby="order-heading">
            <h2 id="order-heading" className="mb-4 text-2xl font-bold">
              Как заказать
            </h2>
            <ol className="grid gap-3">
              {STEPS.map((step, index) => (
                <li
                  key={step}
                  className="flex items-center gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
                >
                  <span className="grid h-10 w-10 shrink-0 place-items-center rounded-full bg-brand-600 font-bold text-white">
                    {index + 1}
                  </span>
                  {step}
                </li>
              ))}
            </ol>
            <Link
              to={companySearchPath(country.code, tariff.id)}
              className="mt-4 inline-flex items-center gap-2 font-semibold text-brand-600 hover:underline"
            >
              Перейти к поиску компании — {country.name}
            </Link>
          </section>
        </div>
      </div>
    </>
  );
}
