import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { API_TIMEOUT_MS, DIALOG_MAX_WIDTH } from '../../../contracts/constants';
import type { Country } from '../../../contracts/dictionary';
import type { DialogOnDemandProps } from '../../lib/use-dialog-on-demand';
import { Flag } from '../flag';
import { CountryContent } from '../country-content';
import { CloseIcon, Spinner } from '../ui-icons';

type ContentState = { code: string; html?: string; error?: boolean };

/** The country's information text, fetched when the dialog first opens for that country. */
function useCountryContentHtml(country: Country, isOpen: boolean): ContentState | null {
  const [state, setState] = useState<ContentState | null>(null);
  const code = country.code.toLowerCase();
  const hasIt = state?.code === code && state.html !== undefined;
  useEffect(() => {
    if (!isOpen || hasIt) return;
    const controller = new AbortController();
    setState({ code });
    fetch(`/countries/country/${code}/content`, {
      signal: AbortSignal.any([controller.signal, AbortSignal.timeout(API_TIMEOUT_MS)]),
    })
      .then((response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        return response.json() as Promise<{ html: string }>;
      })
      .then(
        ({ html }) => setState({ code, html }),
        (error: unknown) => {
          if (controller.signal.aborted) return;
          console.error('Ошибка загрузки сведений о стране', error);
          setState({ code, error: true });
        },
      );
    return () => controller.abort();
  }, [code, isOpen, hasIt]);
  return state?.code === code ? state : null;
}

/**
 * Spec section 2: a closable, persistent (an outside click does not close it), scrollable
 * dialog with the country's information, at most 900 px wide, with a 'Закрыть' button. Loaded
 * with Radix only when first opened (see CountryInfoDialog).
 */
export default function CountryInfoDialogBody({
  country,
  open,
  onOpenChange,
  triggerRef,
}: DialogOnDemandProps & { country: Country }) {
  const content = useCountryContentHtml(country, open);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/50 backdrop-blur-[2px]" />
        <Dialog.Content
          data-testid="country-dialog"
          // Persistent: only 'Закрыть', the cross and Escape close it.
          onPointerDownOutside={(event) => event.preventDefault()}
          onInteractOutside={(event) => event.preventDefault()}
          // Focus goes back to the button that opened it, which is not a Radix trigger.
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            triggerRef.current?.focus();
          }}
          style={{ maxWidth: DIALOG_MAX_WIDTH }}
          className="fixed top-1/2 left-1/2 z-50 flex max-h-[88vh] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 flex-col rounded-2xl bg-white shadow-2xl focus:outline-none"
        >
          <div className="flex items-center gap-3 border-b border-slate-200 px-6 py-4">
            <Flag code={country.code} className="h-6 w-8" />
            <Dialog.Title className="flex-1 text-xl font-bold">{country.name}</Dialog.Title>
            <Dialog.Close
              className="grid h-9 w-9 place-items-center rounded-full text-slate-500 hover:bg-slate-100"
              aria-label="Закрыть окно"
            >
              <CloseIcon className="h-5 w-5" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">
            Реестры страны, состав и сроки отчёта
          </Dialog.Description>
          <div data-testid="country-dialog-body" className="min-h-40 overflow-y-auto px-6 py-5">
            {content?.html !== undefined ? (
              <CountryContent html={content.html} />
            ) : content?.error ? (
              <p role="alert" className="text-red-700">
                Не удалось загрузить сведения о стране. Закройте окно и попробуйте ещё раз.
              </p>
            ) : (
              <p className="flex items-center gap-2 text-slate-500" role="status">
                <Spinner className="h-5 w-5 text-brand-600" /> Загружаем сведения о стране…
              </p>
            )}
          </div>
          <div className="flex flex-wrap items-center justify-end gap-3 border-t border-slate-200 px-6 py-4">
            <Link
              to={`/countries/country/${country.code.toLowerCase()}`}
              className="mr-auto text-sm font-semibold text-brand-600 hover:underline"
            >
              Страница страны
            </Link>
            <Dialog.Close className="rounded-xl bg-brand-600 px-6 py-2.5 font-semibold text-white hover:bg-brand-700">
              Закрыть
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
