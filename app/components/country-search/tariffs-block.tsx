import { useId, type ReactNode } from 'react';
import type { Country } from '../../../contracts/dictionary';
import { Spinner } from '../ui-icons';
import { TariffList } from './tariff-list';
import type { TariffsState } from './use-country-tariffs';

/** The chosen country's tariffs with their heading, and the loading and failure states. */
export function TariffsBlock({
  country,
  state,
  currentTariffId,
  heading,
  aside,
}: {
  country: Country;
  state: TariffsState;
  currentTariffId?: number;
  heading: string;
  aside?: ReactNode;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} aria-busy={state.status === 'loading' || undefined}>
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-lg font-bold text-ink">
          {heading}
        </h2>
        {aside}
      </div>
      {state.status === 'ready' ? (
        <TariffList country={country} tariffs={state.tariffs} currentTariffId={currentTariffId} />
      ) : state.status === 'error' ? (
        <div role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800">
          {state.message}{' '}
          <button
            type="button"
            onClick={state.retry}
            className="font-semibold underline hover:no-underline"
          >
            Повторить
          </button>
        </div>
      ) : (
        <p role="status" className="flex items-center gap-2 px-1 py-3 text-sm text-slate-500">
          <Spinner className="h-4 w-4 text-brand-600" />
          Загружаем тарифы…
        </p>
      )}
    </section>
  );
}
