import { lazy, Suspense } from 'react';
import type { Country } from '../../../contracts/dictionary';
import { COUNTRY_QUERY_PARAM } from '../../lib/chosen-country';
import { useDialogOnDemand } from '../../lib/use-dialog-on-demand';
import { useHydrated } from '../../lib/use-hydrated';
import { InfoIcon } from '../ui-icons';

const loadBody = () => import('./country-info-dialog-body');
const CountryInfoDialogBody = lazy(loadBody);

const TRIGGER_CLASS =
  'inline-flex items-center gap-1.5 rounded-lg px-2 py-1 text-sm font-semibold text-brand-600 hover:bg-brand-50 hover:text-brand-700';

/**
 * «О стране»: the button, and the dialog with the country's information once it is pressed.
 * The dialog's code (Radix included) is fetched on the first press, not with the page.
 */
export function CountryInfoDialog({ country }: { country: Country }) {
  const { isOpen, isMounted, openDialog, triggerRef, dialogProps } = useDialogOnDemand();
  const isHydrated = useHydrated();
  if (!isHydrated) {
    // Until the script runs (or without it), the country's page with the same text.
    return (
      <a
        href={`/country?${COUNTRY_QUERY_PARAM}=${country.code.toLowerCase()}`}
        className={TRIGGER_CLASS}
      >
        <InfoIcon className="h-4 w-4" />О стране
      </a>
    );
  }
  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        onPointerEnter={() => void loadBody()}
        onFocus={() => void loadBody()}
        onClick={openDialog}
        className={TRIGGER_CLASS}
      >
        <InfoIcon className="h-4 w-4" />О стране
      </button>
      {isMounted ? (
        <Suspense fallback={null}>
          <CountryInfoDialogBody country={country} {...dialogProps} />
        </Suspense>
      ) : null}
    </>
  );
}
