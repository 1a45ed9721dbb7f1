import { lazy, Suspense, useRef, useState } from 'react';
import type { Country } from '../../../contracts/dictionary';
import { InfoIcon } from '../ui-icons';

const loadBody = () => import('./country-info-dialog-body');
const CountryInfoDialogBody = lazy(loadBody);

/**
 * «О стране»: the button, and the dialog with the country's information once it is pressed.
 * The dialog's code (Radix included) is fetched on the first press, not with the page.
 */
export function CountryInfoDialog({ country }: { country: Country }) {
  const [isOpen, setIsOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        onPointerEnter={() => void loadBody()}
        onFocus={() => void loadBody()}
        onClick={() => {
          setWanted(true);
          setIsOpen(true);
        }}
        className="inline-flex items-center gap-1.5 rounded-lg px-2 py-1 text-sm font-semibold text-brand-600 hover:bg-brand-50 hover:text-brand-700"
      >
        <InfoIcon className="h-4 w-4" />О стране
      </button>
      {wanted ? (
        <Suspense fallback={null}>
          <CountryInfoDialogBody
            country={country}
            open={isOpen}
            onOpenChange={setIsOpen}
            triggerRef={triggerRef}
          />
        </Suspense>
      ) : null}
    </>
  );
}
