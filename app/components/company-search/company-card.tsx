import type { FoundCompany } from '../../../contracts/company-search';
import { TARIFF_PARAM } from '../../lib/chosen-tariff';
import { companyCheckPath } from '../../lib/screening-path';
import type { ScreeningListsNote } from '../sanctions/lists-note';
import { ScreeningBadge } from '../sanctions/screening-badge';
import { CompanyStatusBadge } from './company-status-badge';

function Field({ label, value }: { label: string; value: string | null }) {
  if (!value) return null;
  return (
    <div className="min-w-0">
      <dt className="text-xs tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd className="mt-0.5 break-words text-slate-800">{value}</dd>
    </div>
  );
}

/**
 * One company of the results (spec: name, nameLat, regCode, vatCode, address, form, status)
 * and its sanctions screening, when there were lists to screen it against.
 */
export function CompanyCard({
  company,
  lists,
  tariffId = null,
  onChoose,
}: {
  company: FoundCompany;
  lists: ScreeningListsNote | null;
  /** The tariff chosen on the way to the search, carried on to the order page. */
  tariffId?: number | null;
  onChoose?: (company: FoundCompany) => void;
}) {
  const showLatin = company.nameLat && company.nameLat !== company.name;
  return (
    <article className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition hover:border-brand-200 hover:shadow-md">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="text-lg leading-snug font-bold text-ink">{company.name}</h3>
          {showLatin ? <p className="text-sm text-slate-500">{company.nameLat}</p> : null}
        </div>
        <CompanyStatusBadge status={company.status} />
      </div>
      {lists ? (
        <div className="mt-2">
          <ScreeningBadge
            status={company.sanctions.status}
            lists={lists}
            href={companyCheckPath(company.id)}
          />
        </div>
      ) : null}
      <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-2 lg:grid-cols-4">
        <Field label="Рег. номер" value={company.regCode} />
        <Field label="TAX/VAT" value={company.vatCode} />
        <Field label="Форма" value={company.form} />
        <Field label="Адрес" value={company.address} />
      </dl>
      {onChoose ? (
        // A form, so that without JavaScript «Выбрать» still opens the order page.
        <form
          method="get"
          action="/order"
          onSubmit={(event) => {
            event.preventDefault();
            onChoose(company);
          }}
          className="mt-4 flex justify-start desktop:justify-end"
        >
          <input type="hidden" name="company" value={company.id} />
          {tariffId !== null ? <input type="hidden" name={TARIFF_PARAM} value={tariffId} /> : null}
          <button
            type="submit"
            className="rounded-lg bg-brand-600 px-5 py-2 font-medium text-white hover:bg-brand-700"
            aria-label={`Выбрать ${company.name}`}
          >
            Выбрать
          </button>
        </form>
      ) : null}
    </article>
  );
}
