import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { SanctionsListCode } from '../../contracts/sanctions-lists';
import type { SanctionsListInput } from '../../core/sanctions/parse-list';

/** The directory of the real list snapshots (demo/sanctions). */
export const SNAPSHOT_DIR = fileURLToPath(new URL('../../demo/sanctions/', import.meta.url));

export function snapshotBytes(name: string): Buffer {
  return readFileSync(`${SNAPSHOT_DIR}${name}`);
}

/** A one-file list (UN, EU, UK) from the given text, as the importer takes it. */
export function xmlListInput(
  list: SanctionsListCode,
  text: string,
  source = 'test',
): SanctionsListInput {
  return { list, files: [{ name: `${list}.xml`, content: Buffer.from(text) }], source };
}
