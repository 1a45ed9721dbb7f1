import type { ReactNode } from 'react';

/** Label and value of a details list; an empty value shows a dash, so it is visibly missing. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  const isEmpty = children === null || children === undefined || children === '';
  return (
    <div className="grid gap-0.5 py-1.5 sm:grid-cols-[9rem_minmax(0,1fr)] sm:gap-3">
      <dt className="text-sm text-slate-500">{label}</dt>
      <dd className="break-words text-slate-800">{isEmpty ? '—' : children}</dd>
    </div>
  );
}
