/**
 * Where sample reports live in the file storage. A file staff upload for a country wins over
 * the generated one; the generator's version is in the generated key, so a change to the
 * report's layout or data produces fresh files instead of serving stale ones.
 */
const SAMPLE_REPORT_GENERATOR_VERSION = 1;

/** File types staff may upload as a country's sample, in the order they are looked up. */
export const SAMPLE_UPLOAD_TYPES = [
  { extension: 'pdf', contentType: 'application/pdf' },
  {
    extension: 'docx',
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  },
  { extension: 'doc', contentType: 'application/msword' },
] as const;

export type SampleUploadExtension = (typeof SAMPLE_UPLOAD_TYPES)[number]['extension'];

export function uploadedSampleKey(code: string, extension: SampleUploadExtension): string {
  return `sample-reports/uploaded/${code.toLowerCase()}.${extension}`;
}

export function generatedSampleKey(code: string): string {
  return `sample-reports/generated/v${SAMPLE_REPORT_GENERATOR_VERSION}/${code.toLowerCase()}.pdf`;
}
