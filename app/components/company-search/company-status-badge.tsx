import { COMPANY_STATUS_LABELS, type CompanyStatus } from '../../../contracts/company-search-rules';

/** Spec: the status is coloured for each of the four values; shown in Russian. */
const STATUS_CLASSES: Record<CompanyStatus, string> = {
  Active: 'bg-green-100 text-green-800 ring-green-600/20',
  Deleted: 'bg-red-100 text-red-800 ring-red-600/20',
  'In liquidation': 'bg-orange-100 text-orange-800 ring-orange-600/20',
  'Is in process of reorganization': 'bg-amber-100 text-amber-800 ring-amber-600/20',
};

export function CompanyStatusBadge({ status }: { status: CompanyStatus }) {
  return (
    <span
      data-status={status}
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-bold ring-1 ${STATUS_CLASSES[status]}`}
    >
      <span className="h-1.5 w-1.5 rounded-full bg-current" aria-hidden="true" />
      {COMPANY_STATUS_LABELS[status]}
    </span>
  );
}
