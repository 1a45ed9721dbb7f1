import { useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { Country, CountryWithTariffs } from '../../../contracts/dictionary';
import { AlertIcon, ArrowRightIcon, SearchIcon } from '../ui-icons';
import { CountryInfoDialog } from './country-info-dialog';
import { CountrySelect } from './country-select';
import { SampleDownloadButton } from './sample-download-button';
import { TariffsBlock } from './tariffs-block';
import { useCountryTariffs } from './use-country-tariffs';
import { useSampleDownload } from './use-sample-download';
import { companySearchPath } from '../../lib/chosen-tariff';
import { useHydrated } from '../../lib/use-hydrated';
import { useRedFlash } from '../../lib/use-red-flash';

function countryPath(country: Pick<Country, 'code'>) {
  return `/countries/country/${country.code.toLowerCase()}`;
}

interface CountrySearchProps {
  /** The chosen country, or null. */
  country: Country | null;
  /** What the route's loader already knows (country and tariffs), to skip a request. */
  loaded?: CountryWithTariffs | null;
  /** The chooser's options; not needed inside a country page. */
  countries?: Country[];
  onCountryChange?: (country: Country) => void;
  /** Inside a country page: no chooser, the page itself is the search screen. */
  inCountry?: boolean;
  /** Inside a report page: the current tariff is marked and the main action orders it. */
  inReport?: boolean;
  currentTariffId?: number;
}

/**
 * Spec section 2, the country search and tariff component: choose a country (unless inside a
 * country page), see its tariffs, go to its company search, download its sample report.
 */
export function CountrySearch({
  country,
  loaded,
  countries = [],
  onCountryChange,
  inCountry = false,
  inReport = false,
  currentTariffId,
}: CountrySearchProps) {
  const navigate = useNavigate();
  const tariffs = useCountryTariffs(country, loaded);
  const sample = useSampleDownload();
  const { isFlashing, flash } = useRedFlash();
  const [needsCountryHint, setNeedsCountryHint] = useState(false);
  const selectRef = useRef<HTMLButtonElement | null>(null);
  const showChooser = !inCountry;
  const isHydrated = useHydrated();
  // Without JavaScript the chooser is a native select and «Найти компанию» sends this form:
  // /countries takes the country to its search (or, with none, shows every country).
  const formId = useId();

  /** An action that needs a country: without one, flash the selector and say why. */
  const withCountry = (action: (chosen: Country) => void) => () => {
    if (country) return action(country);
    flash();
    setNeedsCountryHint(true);
    selectRef.current?.focus();
  };

  const findCompany = withCountry((chosen) => navigate(countryPath(chosen)));
  const downloadSample = withCountry((chosen) => void sample.download(chosen));
  const isUnavailable = !country;

  const sampleButton = (
    <SampleDownloadButton
      state={sample.state}
      isUnavailable={isUnavailable}
      onClick={downloadSample}
      countryCode={country?.code ?? null}
      chooserFormId={showChooser ? formId : undefined}
      isCompact={inCountry && !inReport}
    />
  );
  // On a country page the tariffs lead and the sample sits beside their heading.
  const hasActionRow = !inCountry || inReport;

  return (
    <div
      data-testid="country-search"
      data-hydrated={isHydrated || undefined}
      className="flex flex-col gap-4"
    >
      {hasActionRow ? (
        <div
          className={`group flex gap-3 ${showChooser ? 'items-end mobile:flex-col mobile:items-stretch' : 'flex-wrap items-center [&>*]:flex-auto'}`}
        >
          {showChooser ? (
            <div className="min-w-0 flex-1">
              <form id={formId} method="get" action="/countries" hidden />
              <CountrySelect
                formId={formId}
                countries={countries}
                value={country}
                isFlashing={isFlashing}
                triggerRef={selectRef}
                onOpen={() => setNeedsCountryHint(false)}
                onChange={(chosen) => {
                  setNeedsCountryHint(false);
                  onCountryChange?.(chosen);
                }}
              />
            </div>
          ) : null}
          {inReport && country ? (
            <Link
              to={companySearchPath(country.code, currentTariffId ?? null)}
              className="inline-flex h-13 items-center justify-center gap-2 rounded-xl bg-brand-600 px-6 font-semibold whitespace-nowrap text-white shadow-sm hover:bg-brand-700"
            >
              Заказать отчёт
              <ArrowRightIcon className="h-5 w-5" />
            </Link>
          ) : (
            <button
              type="submit"
              form={showChooser ? formId : undefined}
              onClick={(event) => {
                event.preventDefault();
                findCompany();
              }}
              // Until the script runs the button sends the form, so it is not disabled then.
              aria-disabled={(isUnavailable && isHydrated) || undefined}
              data-testid="find-company"
              className={`inline-flex h-13 items-center justify-center gap-2 rounded-xl px-6 font-semibold whitespace-nowrap transition-colors ${
                isUnavailable
                  ? // Until the script runs, the native select decides: a country chosen in it
                    // makes the button look as available as it is.
                    'cursor-not-allowed bg-slate-200 text-slate-400 group-has-[select:valid]:cursor-pointer group-has-[select:valid]:bg-brand-600 group-has-[select:valid]:text-white'
                  : 'bg-brand-600 text-white shadow-sm hover:bg-brand-700'
              }`}
            >
              <SearchIcon className="h-5 w-5" />
              Найти компанию
            </button>
          )}
          {sampleButton}
        </div>
      ) : null}

      {needsCountryHint && !country ? (
        <p role="alert" className="flex items-center gap-2 text-sm font-medium text-red-700">
          <AlertIcon className="h-4 w-4" />
          Сначала выберите страну — поиск и образец отчёта зависят от неё.
        </p>
      ) : null}
      {sample.state.status === 'error' ? (
        <p
          role="alert"
          data-testid="sample-error"
          className="flex items-center gap-2 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800"
        >
          <AlertIcon className="h-4 w-4 shrink-0" />
          {sample.state.message}
        </p>
      ) : null}

      {country ? (
        <TariffsBlock
          country={country}
          state={tariffs}
          currentTariffId={currentTariffId}
          heading={
            inReport
              ? 'Все тарифы страны'
              : inCountry
                ? 'Стоимость и сроки'
                : `Стоимость отчёта: ${country.name}`
          }
          aside={
            inReport ? null : inCountry ? sampleButton : <CountryInfoDialog country={country} />
          }
        />
      ) : null}
    </div>
  );
}
