import { Text as PdfText } from '@react-pdf/renderer';
import type { ComponentProps } from 'react';

/**
 * react-pdf treats every boundary between font runs as a hyphenation point. With one font
 * family per subset, "участники," is two runs (the comma comes from the Latin subset), so a
 * line could break before the comma and get a hyphen the Cyrillic subset has no glyph for.
 * An infinite penalty (linebreak.infinity in textkit) leaves only the spaces as break points.
 */
const NO_BREAKS_INSIDE_WORDS = 10_000;

export function Text(props: ComponentProps<typeof PdfText>) {
  return <PdfText hyphenationPenalty={NO_BREAKS_INSIDE_WORDS} {...props} />;
}
