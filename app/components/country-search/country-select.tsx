import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { RED_FLASH_TRANSITION_MS } from '../../../contracts/constants';
import type { Country } from '../../../contracts/dictionary';
import { Flag } from '../flag';
import { ChevronDownIcon } from '../ui-icons';
import { useHydrated } from '../../lib/use-hydrated';
import { CountryPanel } from './country-panel';
import { NativeCountrySelect } from './native-country-select';

/**
 * Spec section 2: the country selector shows the flag and name (placeholder 'Выберите страну');
 * clicking it opens or closes the choose-country panel. It is a disclosure button; the panel
 * holds a combobox with a listbox (WAI-ARIA APG), so it works from the keyboard.
 */
export function CountrySelect({
  countries,
  value,
  onChange,
  isFlashing = false,
  onOpen,
  triggerRef: outerTriggerRef,
  formId,
}: {
  countries: Country[];
  value: Country | null;
  onChange: (country: Country) => void;
  /** The spec's red flash when an action needs a country and none is chosen. */
  isFlashing?: boolean;
  onOpen?: () => void;
  /** Lets the owner move focus to the selector. */
  triggerRef?: RefObject<HTMLButtonElement | null>;
  /** The form that, without JavaScript, takes the chosen country to its search. */
  formId?: string;
}) {
  const isHydrated = useHydrated();
  const [isOpen, setIsOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const ownTriggerRef = useRef<HTMLButtonElement | null>(null);
  const triggerRef = outerTriggerRef ?? ownTriggerRef;
  const panelId = useId();
  const labelId = useId();

  const close = (returnFocus: boolean) => {
    setIsOpen(false);
    if (returnFocus) triggerRef.current?.focus();
  };

  // A click anywhere outside closes the panel, as a native select does.
  useEffect(() => {
    if (!isOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setIsOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [isOpen]);

  const toggle = () => {
    if (isOpen) return close(false);
    setIsOpen(true);
    onOpen?.();
  };

  if (!isHydrated && formId) {
    return <NativeCountrySelect countries={countries} value={value} formId={formId} />;
  }

  const colours = isFlashing
    ? 'border-red-500 bg-red-50 text-red-700'
    : 'border-slate-300 bg-white text-ink hover:border-brand-500';

  return (
    <div ref={rootRef} className="relative">
      <span id={labelId} className="mb-1.5 block text-sm font-semibold text-slate-700">
        Страна
      </span>
      <button
        ref={triggerRef}
        type="button"
        data-testid="country-select"
        aria-labelledby={`${labelId} ${panelId}-value`}
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={toggle}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && !isOpen) {
            event.preventDefault();
            toggle();
          }
        }}
        className={`flex h-13 w-full items-center gap-3 rounded-xl border-2 px-4 text-left text-base transition-colors ${colours}`}
        style={{ transitionDuration: `${RED_FLASH_TRANSITION_MS}ms` }}
      >
        {value ? (
          <Flag code={value.code} className="h-5 w-7" />
        ) : (
          <span className="h-5 w-7 shrink-0 rounded-[3px] bg-slate-200" aria-hidden="true" />
        )}
        <span
          id={`${panelId}-value`}
          className={`flex-1 truncate ${value ? 'font-semibold' : isFlashing ? '' : 'text-slate-500'}`}
        >
          {value ? value.name : 'Выберите страну'}
        </span>
        <ChevronDownIcon
          className={`h-5 w-5 text-slate-500 transition-transform ${isOpen ? 'rotate-180' : ''}`}
        />
      </button>
      {isOpen ? (
        <CountryPanel
          id={panelId}
          countries={countries}
          value={value}
          onSelect={(country) => {
            onChange(country);
            close(true);
          }}
          onClose={close}
        />
      ) : null}
    </div>
  );
}
