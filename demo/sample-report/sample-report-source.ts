import type { SampleReportSource } from '../../core/reports/sample/sample-report-source';

/** The generated sample report of core's sample-report service (see createServices). */
export const demoSampleReports: SampleReportSource = {
  async render(country, options) {
    // Loaded on the first sample made: the PDF renderer is not needed before (see
    // renderOrderDocument).
    const { renderSampleReport } = await import('./render-sample-report');
    return renderSampleReport(country, options);
  },
};
