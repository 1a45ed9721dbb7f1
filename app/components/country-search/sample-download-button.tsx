import type { MouseEvent } from 'react';
import type { SampleDownloadState } from './use-sample-download';
import { useHydrated } from '../../lib/use-hydrated';
import { DownloadIcon, Spinner } from '../ui-icons';

/** Where «Скачать образец» leads without JavaScript (app/routes/sample-report.ts). */
function samplePath(countryCode: string) {
  return `/sample-report?country=${countryCode.toLowerCase()}`;
}

/**
 * 'Скачать образец'. While the file comes in, the button shows a spinner, the share received
 * (when the server sends its size) and a bar along its bottom edge.
 *
 * Before the page's script runs it still works: with a country it is a link to the file; on the
 * home page without one it sends the chooser's form (whose native select names the country) to
 * the same address. Once the script runs, the click is taken over for the progress display.
 */
export function SampleDownloadButton({
  state,
  isUnavailable,
  onClick,
  countryCode,
  chooserFormId,
  isCompact = false,
}: {
  state: SampleDownloadState;
  /** No country chosen yet: looks and reads as disabled, but a click still explains why. */
  isUnavailable: boolean;
  onClick: () => void;
  /** The chosen country, if any. */
  countryCode: string | null;
  /** The country chooser's form, which a browser without JavaScript sends. */
  chooserFormId?: string;
  isCompact?: boolean;
}) {
  const isHydrated = useHydrated();
  const isLoading = state.status === 'loading';
  const percent = isLoading && state.progress !== null ? Math.round(state.progress * 100) : null;
  const takeOver = (event: MouseEvent) => {
    event.preventDefault();
    onClick();
  };
  const className = `relative inline-flex items-center justify-center gap-2 overflow-hidden rounded-xl border-2 font-semibold whitespace-nowrap transition-colors ${
    isCompact ? 'h-10 px-4 text-sm' : 'h-13 px-5'
  } ${
    isUnavailable
      ? 'cursor-not-allowed border-slate-200 bg-slate-100 text-slate-400'
      : 'border-brand-600 bg-white text-brand-700 hover:bg-brand-50'
  }`;
  const content = (
    <>
      {isLoading ? <Spinner className="h-5 w-5" /> : <DownloadIcon className="h-5 w-5" />}
      {isLoading ? (
        <span>Загрузка{percent !== null ? ` ${percent}%` : '…'}</span>
      ) : (
        <span>Скачать образец</span>
      )}
      {isLoading ? (
        <span
          aria-hidden="true"
          className="absolute bottom-0 left-0 h-1 bg-brand-500 transition-[width]"
          style={{ width: `${percent ?? 15}%` }}
        />
      ) : null}
    </>
  );
  if (countryCode) {
    return (
      <a
        href={samplePath(countryCode)}
        download
        onClick={takeOver}
        aria-disabled={isLoading || undefined}
        aria-busy={isLoading || undefined}
        data-testid="sample-download"
        className={className}
      >
        {content}
      </a>
    );
  }
  return (
    <button
      type={chooserFormId ? 'submit' : 'button'}
      form={chooserFormId}
      formAction={chooserFormId ? '/sample-report' : undefined}
      onClick={takeOver}
      // Until the script runs the button sends the chooser's form, so it is not disabled then.
      aria-disabled={(isUnavailable && isHydrated) || isLoading || undefined}
      aria-busy={isLoading || undefined}
      data-testid="sample-download"
      className={className}
    >
      {content}
    </button>
  );
}
