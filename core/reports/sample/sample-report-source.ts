/** The country of a generated sample report, named as on the site. */
interface SampleReportCountry {
  code: string;
  /** Russian name. */
  name: string;
  nameEn: string;
}

/**
 * Makes the PDF sample report of a country staff uploaded none for. Core serves and keeps the
 * file; what the report says is generated content on a fictitious company, which lives in
 * demo/sample-report and is passed in by the server's composition (core never imports demo/).
 */
export interface SampleReportSource {
  render(
    country: SampleReportCountry,
    options: { siteName: string; reportDate: Date },
  ): Promise<Buffer>;
}
