// Writes the site's four PT Sans files (Cyrillic and Latin, 400 and 700) into
// app/styles/fonts/ from @fontsource/pt-sans, without TrueType hinting instructions. Hinting is
// three quarters of each file (45 KB → 11 KB for the Latin one) and only Windows' GDI text
// rendering reads it; phones, macOS and Chromium's own rasteriser do not. Glyph coverage stays
// exactly that of the fontsource subsets (fonts.css keeps their unicode ranges). PT Sans is
// under the SIL Open Font License without a reserved name, so a modified copy may keep it.
// Run by `npm run build` and `npm run dev`; the output is not committed.
import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import subsetFont from 'subset-font';

const require = createRequire(import.meta.url);
const SOURCE = path.dirname(
  require.resolve('@fontsource/pt-sans/files/pt-sans-latin-400-normal.woff2'),
);
const TARGET = path.resolve('app/styles/fonts');

/** Every code point either subset covers: each file keeps all of its own. */
const RANGES = [
  [0x0000, 0x00ff],
  [0x0131, 0x0131],
  [0x0152, 0x0153],
  [0x02bb, 0x02bc],
  [0x02c6, 0x02c6],
  [0x02da, 0x02da],
  [0x02dc, 0x02dc],
  [0x0301, 0x0301],
  [0x0304, 0x0304],
  [0x0308, 0x0308],
  [0x0329, 0x0329],
  [0x0400, 0x045f],
  [0x0490, 0x0491],
  [0x04b0, 0x04b1],
  [0x2000, 0x206f],
  [0x20ac, 0x20ac],
  [0x2116, 0x2116],
  [0x2122, 0x2122],
  [0x2191, 0x2191],
  [0x2193, 0x2193],
  [0x2212, 0x2212],
  [0x2215, 0x2215],
  [0xfeff, 0xfeff],
  [0xfffd, 0xfffd],
];
const TEXT = RANGES.flatMap(([from, to]) =>
  Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)),
).join('');

const FILES = ['cyrillic-400', 'latin-400', 'cyrillic-700', 'latin-700'];

const newer = async (target, source) => {
  try {
    return (await stat(target)).mtimeMs >= (await stat(source)).mtimeMs;
  } catch {
    return false;
  }
};

await mkdir(TARGET, { recursive: true });
let written = 0;
for (const name of FILES) {
  const [subset, weight] = name.split('-');
  const source = path.join(SOURCE, `pt-sans-${subset}-${weight}-normal.woff2`);
  const target = path.join(TARGET, `pt-sans-${name}.woff2`);
  if (await newer(target, source)) continue;
  const font = await subsetFont(await readFile(source), TEXT, {
    targetFormat: 'woff2',
    noHinting: true,
  });
  await writeFile(target, font);
  written += 1;
}
if (written) console.log(`subset-fonts: ${written} PT Sans files without hinting in ${TARGET}`);
