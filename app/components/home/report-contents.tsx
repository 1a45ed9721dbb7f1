import { ReportSectionsGrid } from '../report-sections';
import { SectionHeading } from './section-heading';

/** Spec section 2: the report-content block, anchor id 'report'. */
export function ReportContents() {
  return (
    <section
      id="report"
      aria-labelledby="report-heading"
      className="scroll-mt-28 border-y border-slate-200 bg-white"
    >
      <div className="mx-auto max-w-7xl px-6 py-16 mobile:py-12">
        <SectionHeading
          id="report-heading"
          overline="Состав отчёта"
          title="Что вы узнаете о компании"
          lead="Каждый отчёт собран из официальных реестров и открытых источников страны и дополнен выводами аналитика."
        />
        <ReportSectionsGrid />
      </div>
    </section>
  );
}
