import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useNavigation, useSearchParams } from 'react-router';
import { MAX_COMPANY_RESULTS } from '../../../contracts/company-search-rules';
import type { Country, Tariff } from '../../../contracts/dictionary';
import { formatPrice, formatTariffDuration } from '../../../contracts/tariff-duration';
import { tariffFromSearchParams, withTariff } from '../../lib/chosen-tariff';
import {
  criteriaFromSearchParams,
  criteriaKey,
  criteriaToSearchParams,
  type CriteriaValues,
} from '../../lib/company-search-query';
import { Flag } from '../flag';
import { CompanyCard } from './company-card';
import { CompanySearchForm } from './company-search-form';
import { NoMatchView } from './no-match-view';
import type { PageSearch } from './page-search';
import {
  REVEAL_MARGIN,
  revealTarget,
  useRevealAfterSearch,
  type SearchView,
} from './use-reveal-after-search';
import { FormAlert } from '../form-alert';
import { companyOrderPath } from '../../lib/order-path';
import { quoteRu } from '../../../contracts/quote-ru';

/**
 * The search screen of a country (spec section 2). The criteria live in the URL query, so a
 * search can be linked, reloaded and gone back to. The route's loader runs the search the URL
 * asks for (`search`, null without criteria); «Найти» navigates to the new query, and the
 * spinner stands while that navigation loads, up to the results or the order page of a single
 * match (the loader's redirect).
 */
export function CompanySearchScreen({
  country,
  chosenTariff = null,
  search,
}: {
  country: Country;
  /** The tariff chosen on a report page: said here, pre-selected on the order page. */
  chosenTariff?: Tariff | null;
  search: PageSearch | null;
}) {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const location = useLocation();
  const criteria = criteriaFromSearchParams(params);
  const queryKey = criteriaKey(params);
  const tariffId = tariffFromSearchParams(params);
  const [isEditing, setIsEditing] = useState(false);
  // The query just submitted: the spinner shows from the submit's own render (router state
  // may follow a render later) until the navigation ends, which may be on another page (the
  // order page of a single match) or nowhere, when it was cancelled.
  const [submittedKey, setSubmittedKey] = useState<string | null>(null);
  const wasNavigating = useRef(false);
  useEffect(() => {
    if (navigation.state === 'idle' && wasNavigating.current) setSubmittedKey(null);
    wasNavigating.current = navigation.state !== 'idle';
  }, [navigation.state]);
  const pending = navigation.location;
  // Back or Forward to another search of this page: its loader searches too.
  const isLoadingOtherSearch =
    pending?.pathname === location.pathname &&
    !['', queryKey].includes(criteriaKey(new URLSearchParams(pending.search)));
  const isSearching = (submittedKey !== null && submittedKey !== queryKey) || isLoadingOtherSearch;

  useEffect(() => {
    setIsEditing(false);
    setSubmittedKey(null);
  }, [queryKey]);

  const companies = search?.kind === 'done' ? search.companies : [];
  let view: SearchView = 'form';
  if (isSearching) view = 'loading';
  else if (search?.kind === 'done' && companies.length > 1 && !isEditing) view = 'results';
  else if (search?.kind === 'done' && companies.length === 0 && !isEditing) view = 'no-match';
  const { containerRef, arm } = useRevealAfterSearch(view);

  function onSearch(values: CriteriaValues) {
    const next = criteriaToSearchParams(values).toString();
    arm();
    setIsEditing(false);
    if (next !== queryKey) {
      setSubmittedKey(next);
      setParams(withTariff(new URLSearchParams(next), tariffId), { preventScrollReset: true });
    }
  }

  const form = (
    <CompanySearchForm
      key={queryKey}
      action={`/countries/country/${country.code.toLowerCase()}`}
      tariffId={tariffId}
      initial={criteria}
      onSearch={onSearch}
    />
  );

  let body: React.ReactNode;
  if (view === 'loading') {
    body = (
      <div
        role="status"
        {...revealTarget}
        className={`flex flex-col items-center justify-center gap-4 py-16 text-slate-600 ${REVEAL_MARGIN}`}
      >
        <span
          className="h-16 w-16 animate-spin rounded-full border-[6px] border-brand-100 border-t-brand-600"
          aria-hidden="true"
        />
        <span className="text-lg">Ищем компанию в реестре…</span>
      </div>
    );
  } else if (view === 'results') {
    body = (
      <div>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h3
            {...revealTarget}
            tabIndex={-1}
            className={`text-xl font-bold text-ink focus:outline-none ${REVEAL_MARGIN}`}
            aria-live="polite"
          >
            Результаты поиска: {companies.length}
          </h3>
          <button
            type="button"
            onClick={() => setIsEditing(true)}
            className="rounded-lg border border-slate-300 px-4 py-2 text-sm font-medium hover:bg-slate-50"
          >
            Изменить запрос
          </button>
        </div>
        {search?.kind === 'done' && search.hasMore ? (
          <p
            data-testid="results-capped"
            className="mt-3 rounded-xl bg-amber-50 px-4 py-3 text-sm text-slate-800 ring-1 ring-amber-200"
          >
            Показаны первые {MAX_COMPANY_RESULTS} компаний из найденных: уточните запрос — добавьте
            регистрационный или TAX/VAT-номер, адрес или полное название, чтобы нужная компания
            оказалась в списке.
          </p>
        ) : null}
        <ul className="mt-4 space-y-3">
          {companies.map((company) => (
            <li key={company.id}>
              <CompanyCard
                company={company}
                lists={search?.kind === 'done' ? search.lists : null}
                tariffId={tariffId}
                onChoose={(c) => void navigate(companyOrderPath(c.id, tariffId))}
              />
            </li>
          ))}
        </ul>
      </div>
    );
  } else if (view === 'no-match') {
    body = (
      <div className="space-y-6">
        <NoMatchView
          country={country}
          criteria={criteria}
          tariffId={tariffId}
          onEdit={() => setIsEditing(true)}
        />
        {form}
      </div>
    );
  } else {
    body = (
      <div className="space-y-4">
        {search?.kind === 'refused' ? <FormAlert>{search.message}</FormAlert> : null}
        {form}
      </div>
    );
  }

  return (
    <section
      ref={containerRef}
      aria-labelledby="company-search-heading"
      className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 mobile:p-4 sm:p-8"
    >
      <h2
        id="company-search-heading"
        className="mb-5 flex flex-wrap items-center gap-x-3 gap-y-1 text-2xl font-bold text-ink"
      >
        Поиск компании
        <Flag code={country.code} className="h-5 w-7" />
        <span>{country.name}</span>
      </h2>
      {chosenTariff ? (
        <p
          data-testid="chosen-tariff"
          className="mb-5 rounded-xl bg-brand-50 px-4 py-3 text-sm text-slate-700 ring-1 ring-brand-100"
        >
          Выбран тариф{' '}
          <span className="font-semibold text-ink">{quoteRu(chosenTariff.tariffName)}</span> —{' '}
          {formatPrice(chosenTariff.tariffPrice, chosenTariff.tariffCurrency)},{' '}
          {formatTariffDuration(chosenTariff)}. Найдите компанию — тариф будет отмечен в заказе.
        </p>
      ) : null}
      {body}
    </section>
  );
}
