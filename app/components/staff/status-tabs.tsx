import type { ReactNode } from 'react';
import { Link } from 'react-router';

export interface StatusTab {
  key: string;
  /** Text, or text with a marker (the orders queue's ⚠ before overdue). */
  label: ReactNode;
  count: number;
  to: string;
  isCurrent: boolean;
  /** Highlights a non-zero count that needs attention. */
  isWarning?: boolean;
}

/** Counts per status that are also the status filter: the orders queue, questions and mail. */
export function StatusTabs({ label, tabs }: { label: string; tabs: StatusTab[] }) {
  return (
    <nav aria-label={label} className="mb-4">
      <ul className="flex flex-wrap gap-2">
        {tabs.map((tab) => (
          <li key={tab.key}>
            <Link
              to={tab.to}
              aria-current={tab.isCurrent ? 'page' : undefined}
              className={`inline-flex min-h-10 items-center gap-2 rounded-lg px-3 text-sm font-semibold ${
                tab.isCurrent
                  ? 'bg-brand-600 text-white'
                  : tab.isWarning
                    ? 'border border-red-300 bg-white text-red-800 hover:bg-red-50'
                    : 'border border-slate-300 bg-white text-ink hover:bg-slate-50'
              }`}
            >
              {tab.label}
              <span
                className={`rounded-full px-2 text-xs ${
                  tab.isCurrent
                    ? 'bg-brand-900 text-white'
                    : tab.isWarning
                      ? 'bg-red-100 text-red-900'
                      : 'bg-slate-100'
                }`}
              >
                {tab.count}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
