import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Runs a poppler tool (pdftotext, pdffonts, pdfinfo) on PDF bytes and returns its output. */
export function popplerOutput(tool: string, pdf: Uint8Array, args: string[] = []): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'pdf-'));
  try {
    const file = path.join(dir, 'file.pdf');
    writeFileSync(file, pdf);
    const output = tool === 'pdftotext' ? [file, '-'] : [file];
    return execFileSync(tool, [...args, ...output], { encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
