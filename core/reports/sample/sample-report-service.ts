import { nowOf, type Clock } from '../../clock';
import type { SampleReportFile } from '../../../contracts/sample-report';
import type { Database } from '../../../db/client';
import { getCountry } from '../../dictionary/get-country';
import type { FileStorage } from '../../storage/file-storage';
import { SAMPLE_UPLOAD_TYPES, generatedSampleKey, uploadedSampleKey } from './sample-report-keys';
import type { SampleReportSource } from './sample-report-source';

export interface SampleReportDeps {
  db: Database;
  storage: FileStorage;
  siteName: string;
  /**
   * Generates the sample of a country without an uploaded one; without a source such a country
   * has no sample (the answer is null, as for an unknown country).
   */
  source?: SampleReportSource;
  /** The report's date; tests fix it. */
  now?: Clock;
}

// Characters that file systems refuse in a file name; control characters are meant here.
// eslint-disable-next-line no-control-regex
const UNSAFE_IN_FILE_NAME = /[\\/:*?"<>|\u0000-\u001f]/g;

function download(code: string, countryName: string, extension: string, contentType: string) {
  const name = countryName.replace(UNSAFE_IN_FILE_NAME, ' ').trim();
  return {
    contentType,
    fileName: `Образец отчёта — ${name}.${extension}`,
    asciiFileName: `sample-report-${code.toLowerCase()}.${extension}`,
  };
}

/**
 * A country's sample report: the file staff uploaded, else the generated PDF, generated on the
 * first request and kept in the file storage. Concurrent first requests for one country in
 * this process share a single rendering.
 */
export function createSampleReports(deps: SampleReportDeps) {
  const rendering = new Map<string, Promise<Buffer>>();

  const generated = async (
    source: SampleReportSource,
    code: string,
    name: string,
    nameEn: string,
  ): Promise<Buffer> => {
    const key = generatedSampleKey(code);
    const stored = await deps.storage.getBuffer(key);
    if (stored) return stored;
    let pending = rendering.get(code);
    if (!pending) {
      pending = (async () => {
        const pdf = await source.render(
          { code, name, nameEn },
          { siteName: deps.siteName, reportDate: nowOf(deps) },
        );
        await deps.storage.put(key, pdf);
        return pdf;
      })().finally(() => rendering.delete(code));
      rendering.set(code, pending);
    }
    return pending;
  };

  return {
    async getSampleReport(ref: string | number): Promise<SampleReportFile | null> {
      const details = await getCountry(deps.db, ref);
      if (!details) return null;
      const { code, name } = details.country;
      for (const { extension, contentType } of SAMPLE_UPLOAD_TYPES) {
        const uploaded = await deps.storage.getBuffer(uploadedSampleKey(code, extension));
        if (uploaded) return { body: uploaded, ...download(code, name, extension, contentType) };
      }
      if (!deps.source) return null;
      const body = await generated(deps.source, code, name, details.nameEn);
      return { body, ...download(code, name, 'pdf', 'application/pdf') };
    },
  };
}
