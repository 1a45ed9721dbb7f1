import { useId, useState } from 'react';
import { Link } from 'react-router';
import { SCREENING_STATUS_TEXT, type ScreeningStatus } from '../../../contracts/screening-status';
import { listsNoteText, type ScreeningListsNote } from './lists-note';
import { ClearIcon, MatchIcon, PossibleIcon } from './screening-icons';

/** Calm for a clean result, amber for a possible match, red for a listed company. */
const STATUS_LOOK: Record<ScreeningStatus, { className: string; Icon: typeof ClearIcon }> = {
  clear: { className: 'bg-slate-50 text-slate-700 ring-teal-700/25', Icon: ClearIcon },
  possible: { className: 'bg-amber-50 text-amber-900 ring-amber-600/40', Icon: PossibleIcon },
  match: { className: 'bg-red-50 text-red-800 ring-red-600/40', Icon: MatchIcon },
};

const ICON_CLASS: Record<ScreeningStatus, string> = {
  clear: 'h-4 w-4 text-teal-700',
  possible: 'h-4 w-4 text-amber-600',
  match: 'h-4 w-4 text-red-600',
};

/**
 * The sanctions screening of a company: its status as a link to the check page, and the lists'
 * dates in a tip shown on hover and on keyboard focus alike (CSS). Escape hides the tip until
 * the pointer or the focus leaves (WCAG 1.4.13: content on hover or focus can be dismissed). The
 * tip is also the link's description, so a screen reader hears the dates with the status.
 */
export interface ScreeningBadgeProps {
  status: ScreeningStatus;
  lists: ScreeningListsNote;
  /** The check page of this company or of these details. */
  href: string;
}

export function ScreeningBadge({ status, lists, href }: ScreeningBadgeProps) {
  const tipId = useId();
  const [dismissed, setDismissed] = useState(false);
  const { className, Icon } = STATUS_LOOK[status];
  return (
    <span
      className="group relative inline-flex max-w-full"
      onMouseLeave={() => setDismissed(false)}
    >
      <Link
        onKeyDown={(event) => {
          if (event.key === 'Escape') setDismissed(true);
        }}
        onBlur={() => setDismissed(false)}
        to={href}
        aria-describedby={tipId}
        data-testid="screening-badge"
        data-screening={status}
        className={`inline-flex max-w-full items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-semibold ring-1 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${className}`}
      >
        <Icon className={ICON_CLASS[status]} />
        {SCREENING_STATUS_TEXT[status]}
      </Link>
      <span
        role="tooltip"
        id={tipId}
        data-testid="screening-badge-tip"
        className={`invisible absolute top-full left-0 z-20 mt-1.5 w-72 max-w-[80vw] rounded-lg bg-slate-900 px-3 py-2 text-xs leading-snug text-white opacity-0 shadow-lg transition-opacity group-focus-within:visible group-focus-within:opacity-100 group-hover:visible group-hover:opacity-100${dismissed ? ' hidden' : ''}`}
      >
        {listsNoteText(lists)}.
        <span className="mt-1 block font-semibold text-brand-100">Подробнее о проверке →</span>
      </span>
    </span>
  );
}
