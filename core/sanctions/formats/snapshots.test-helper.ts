import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** A file of the real list snapshots in demo/sanctions, as text. */
export function snapshot(name: string): string {
  return readFileSync(
    fileURLToPath(new URL(`../../../demo/sanctions/${name}`, import.meta.url)),
    'utf8',
  );
}
