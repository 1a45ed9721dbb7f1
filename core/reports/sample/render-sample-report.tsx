import { renderToBuffer } from '@react-pdf/renderer';
import { generateSampleCompany, type SampleCountry } from './generate-sample-company';
import { loadFonts } from './pdf/fonts';
import { SampleReportDocument } from './pdf/sample-report-document';

// One document at a time: the fonts are reloaded for each (see loadFonts), and rendering is
// CPU-bound anyway, so running two at once would only slow both down.
let queue: Promise<unknown> = Promise.resolve();

/** The sample report of a country as PDF bytes: about a second of CPU. */
export function renderSampleReport(
  country: SampleCountry,
  options: { siteName: string; reportDate: Date },
): Promise<Buffer> {
  const job = queue.then(async () => {
    await loadFonts();
    const company = generateSampleCompany(country, options.reportDate);
    return renderToBuffer(<SampleReportDocument company={company} siteName={options.siteName} />);
  });
  queue = job.catch(() => undefined);
  return job;
}
