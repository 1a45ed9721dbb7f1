import type { Readable } from 'node:stream';

export interface StoredFileInfo {
  size: number;
  modifiedAt: Date;
}

/**
 * Where the product keeps files (report PDFs, uploaded samples). Keys are relative paths such as
 * `sample-reports/generated/de.pdf`: segments of letters, digits, '.', '_' and '-'. The local
 * disk implements it by default; S3-compatible storage can implement it the same way.
 */
export interface FileStorage {
  /** Writes the whole file, replacing any previous one; readers never see a partial file. */
  put(key: string, data: Uint8Array | Readable): Promise<void>;
  getBuffer(key: string): Promise<Buffer | null>;
  getStream(key: string): Promise<Readable | null>;
  stat(key: string): Promise<StoredFileInfo | null>;
  exists(key: string): Promise<boolean>;
  /** True when a file was there. */
  delete(key: string): Promise<boolean>;
}
