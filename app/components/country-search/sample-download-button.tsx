import type { SampleDownloadState } from './use-sample-download';
import { DownloadIcon, Spinner } from '../ui-icons';

/**
 * 'Скачать образец'. While the file comes in, the button shows a spinner, the share received
 * (when the server sends its size) and a bar along its bottom edge.
 */
export function SampleDownloadButton({
  state,
  isUnavailable,
  onClick,
  isCompact = false,
}: {
  state: SampleDownloadState;
  /** No country chosen yet: looks and reads as disabled, but a click still explains why. */
  isUnavailable: boolean;
  onClick: () => void;
  isCompact?: boolean;
}) {
  const isLoading = state.status === 'loading';
  const percent = isLoading && state.progress !== null ? Math.round(state.progress * 100) : null;
  return (
    <button
      type="button"
      onClick={onClick}
      aria-disabled={isUnavailable || isLoading || undefined}
      aria-busy={isLoading || undefined}
      data-testid="sample-download"
      className={`relative inline-flex items-center justify-center gap-2 overflow-hidden rounded-xl border-2 font-semibold whitespace-nowrap transition-colors ${
        isCompact ? 'h-10 px-4 text-sm' : 'h-13 px-5'
      } ${
        isUnavailable
          ? 'cursor-not-allowed border-slate-200 bg-slate-100 text-slate-400'
          : 'border-brand-600 bg-white text-brand-700 hover:bg-brand-50'
      }`}
    >
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
    </button>
  );
}
