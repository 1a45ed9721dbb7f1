import { renderToBuffer } from '@react-pdf/renderer';
import { generateSampleCompany, type SampleCountry } from './generate-sample-company';
import { renderWithFonts } from '../../core/pdf/fonts';
import { SampleReportDocument } from './pdf/sample-report-document';

/** The sample report of a country as PDF bytes: about a second of CPU. */
export function renderSampleReport(
  country: SampleCountry,
  options: { siteName: string; reportDate: Date },
): Promise<Buffer> {
  return renderWithFonts(() => {
    const company = generateSampleCompany(country, options.reportDate);
    return renderToBuffer(<SampleReportDocument company={company} siteName={options.siteName} />);
  });
}
