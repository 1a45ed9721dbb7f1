import type { FileStorage } from '../../storage/file-storage';
import {
  SAMPLE_UPLOAD_TYPES,
  uploadedSampleKey,
  type SampleUploadExtension,
} from './sample-report-keys';

export interface UploadedSample {
  key: string;
  extension: SampleUploadExtension;
  contentType: string;
  size: number;
  modifiedAt: Date;
}

/**
 * The file staff uploaded for a country, looked up in the order the site serves them, so the
 * staff area and the download button always agree on which file is the sample.
 */
export async function findUploadedSample(
  storage: FileStorage,
  code: string,
): Promise<UploadedSample | null> {
  for (const { extension, contentType } of SAMPLE_UPLOAD_TYPES) {
    const key = uploadedSampleKey(code, extension);
    const info = await storage.stat(key);
    if (info) return { key, extension, contentType, ...info };
  }
  return null;
}
