import {
  SANCTIONS_OUTCOME_LABELS,
  type SanctionsImportOutcome,
} from '../../../../contracts/staff/sanctions';

const OUTCOME_STYLES: Record<SanctionsImportOutcome, string> = {
  imported: 'bg-emerald-100 text-emerald-900',
  unchanged: 'bg-slate-100 text-slate-700',
  refused: 'bg-amber-100 text-amber-900',
  failed: 'bg-red-100 text-red-800',
};

/** An import's outcome in words; the colour only repeats them. */
export function OutcomeBadge({ outcome }: { outcome: SanctionsImportOutcome }) {
  return (
    <span
      className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${OUTCOME_STYLES[outcome]}`}
    >
      {SANCTIONS_OUTCOME_LABELS[outcome]}
    </span>
  );
}
