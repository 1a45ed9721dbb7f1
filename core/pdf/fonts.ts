import { createRequire } from 'node:module';
import { Font } from '@react-pdf/renderer';

// Resolved through Node's module lookup, so the bundled server (build/server-main) finds the
// files in node_modules just as the sources do.
const require = createRequire(import.meta.url);

const SUBSETS = {
  'PT Sans Latin': 'latin',
  'PT Sans Cyrillic': 'cyrillic',
  'PT Sans Latin Ext': 'latin-ext',
} as const;
const WEIGHTS = [400, 700] as const;

/**
 * Every subset is its own family, listed in this order in `fontFamily`: each glyph comes from
 * the first family that has it. Without the Latin one, letters and digits would silently fall
 * back to Helvetica, which has no Cyrillic; Latin Ext covers names such as Łódź or Şahin.
 * `.woff`, not `.woff2`: fontkit in @react-pdf 4 crashes on the latter.
 */
export const FONT_FAMILY = Object.keys(SUBSETS);

let isRegistered = false;

function register(): void {
  for (const [family, subset] of Object.entries(SUBSETS)) {
    Font.register({
      family,
      fonts: WEIGHTS.map((fontWeight) => ({
        src: require.resolve(
          `@fontsource/pt-sans/files/pt-sans-${subset}-${fontWeight}-normal.woff`,
        ),
        fontWeight,
      })),
    });
  }
  // The default hyphenation is for English and breaks Russian words in odd places.
  Font.registerHyphenationCallback((word) => [word]);
  isRegistered = true;
}

/**
 * Loads fresh font objects for one document; call it before each render, one render at a time.
 *
 * Fresh, because a font object that has served one document can lose glyphs in the next one
 * (seen here: after three reports in one process, bold "Guangzhou" came out as "angzho"), so
 * the objects are reloaded from the files (a few milliseconds) rather than shared.
 *
 * Renamed, because the subset files all carry the PostScript name "PTSans-Regular" (or "-Bold")
 * and PDFKit caches embedded fonts by that name: without a distinct name per subset it embeds a
 * fresh copy of the font for every run of text (a 1.4 MB file and seconds of work).
 */
export async function loadFonts(): Promise<void> {
  if (!isRegistered) register();
  Font.reset();
  for (const [family, subset] of Object.entries(SUBSETS)) {
    for (const fontWeight of WEIGHTS) {
      const source = Font.getFont({ fontFamily: family, fontWeight, fontStyle: 'normal' });
      source.loadResultPromise = null;
      await source.load();
      if (!source.data) throw new Error(`font ${family} ${fontWeight} did not load`);
      const name = `${source.data.postscriptName}-${subset}`;
      Object.defineProperty(source.data, 'postscriptName', { value: name });
    }
  }
  // react-pdf ends every font stack with Helvetica; Font.reset() empties it too and layout
  // reloads only the families a style names, so a character none of ours has (a line break,
  // 北京) failed with "Cannot read properties of null (reading 'unitsPerEm')".
  for (const fontWeight of WEIGHTS) {
    const fallback = Font.getFont({ fontFamily: 'Helvetica', fontWeight, fontStyle: 'normal' });
    fallback.loadResultPromise = null;
    await fallback.load();
  }
}

// One document at a time across every PDF this process renders (sample reports, invoices,
// acts): loadFonts resets the shared font objects, which would pull them from under a render
// in progress; and rendering is CPU-bound anyway, so two at once would only slow both down.
let queue: Promise<unknown> = Promise.resolve();

/** Runs one PDF render with freshly loaded fonts, after every render queued before it. */
export function renderWithFonts<T>(render: () => Promise<T>): Promise<T> {
  const job = queue.then(async () => {
    await loadFonts();
    return render();
  });
  queue = job.catch(() => undefined);
  return job;
}
