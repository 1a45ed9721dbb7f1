import { Link } from 'react-router';
import type { Company, CompanySearchCriteria } from '../../../contracts/company-search';
import type { Country } from '../../../contracts/dictionary';
import { CompanyStatusBadge } from '../company-search/company-status-badge';
import { Flag } from '../flag';
import { ScreeningBadge, type ScreeningBadgeProps } from '../sanctions/screening-badge';

function Row({
  label,
  value,
  isPhone = false,
}: {
  label: string;
  value: string | null | undefined;
  isPhone?: boolean;
}) {
  if (!value) return null;
  // On a phone the label sits above its value: beside a 9rem label a 320 px screen leaves the
  // value too narrow, and words broke mid-way. A phone number is never split across lines.
  return (
    <div className="grid gap-0.5 py-1.5 sm:grid-cols-[9rem_minmax(0,1fr)] sm:gap-2">
      <dt className="text-slate-500">{label}</dt>
      <dd className={`text-slate-800 ${isPhone ? 'whitespace-nowrap' : 'wrap-anywhere'}`}>
        {value}
      </dd>
    </div>
  );
}

/** The company being ordered: from the register with all its fields, or as the user typed it. */
export function OrderCompanyCard({
  country,
  company,
  typed,
  screening = null,
}: {
  country: Country;
  company: Company | null;
  typed: CompanySearchCriteria | null;
  /** The company's sanctions screening; null when no list is loaded. */
  screening?: ScreeningBadgeProps | null;
}) {
  const badge = screening ? (
    <div className="mt-3">
      <ScreeningBadge {...screening} />
    </div>
  ) : null;
  return (
    <section
      aria-labelledby="order-company-heading"
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <p className="flex items-center gap-2 text-sm font-medium text-slate-600">
        <Flag code={country.code} className="h-4 w-6" />
        {country.name}
      </p>
      {company ? (
        <>
          <div className="mt-3 flex flex-wrap items-start justify-between gap-3">
            <h2
              id="order-company-heading"
              className="min-w-0 text-xl leading-snug font-bold wrap-anywhere text-ink"
            >
              {company.name}
            </h2>
            <CompanyStatusBadge status={company.status} />
          </div>
          {badge}
          <dl className="mt-4 divide-y divide-slate-100 text-sm">
            <Row
              label="Название (лат.)"
              value={company.nameLat !== company.name ? company.nameLat : null}
            />
            <Row label="Рег. номер" value={company.regCode} />
            <Row label="TAX/VAT" value={company.vatCode} />
            <Row label="Форма" value={company.form} />
            <Row label="Адрес" value={company.address} />
            <Row label="Телефон" value={company.phone} isPhone />
            <Row label="E-mail" value={company.email} />
          </dl>
        </>
      ) : (
        <>
          <h2
            id="order-company-heading"
            className="mt-3 text-xl leading-snug font-bold wrap-anywhere text-ink"
          >
            {typed?.name || typed?.regCode || typed?.vatCode}
          </h2>
          {badge}
          <p className="mt-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
            Компании нет в открытом реестре: аналитики найдут её по этим данным.
          </p>
          <dl className="mt-4 divide-y divide-slate-100 text-sm">
            <Row label="Наименование" value={typed?.name} />
            <Row label="Рег. номер" value={typed?.regCode} />
            <Row label="TAX/VAT" value={typed?.vatCode} />
            <Row label="Адрес" value={typed?.address} />
            <Row label="Телефон" value={typed?.phone} isPhone />
            <Row label="E-mail" value={typed?.email} />
            <Row label="Дополнительно" value={typed?.addInfo} />
          </dl>
        </>
      )}
      <Link
        to={`/countries/country/${country.code.toLowerCase()}`}
        className="mt-4 inline-block text-sm font-medium text-brand-600 hover:underline"
      >
        ← Выбрать другую компанию
      </Link>
    </section>
  );
}
