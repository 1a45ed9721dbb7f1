import { Font } from '@react-pdf/renderer';
import { toLatin } from '../companies/transliterate';
import { FONT_FAMILY } from '../pdf/fonts';
import type { OrderDocumentData } from './document-types';

export type CoverageCheck = (codePoint: number) => boolean;

/** Whether one of the embedded PT Sans subsets draws a character; after loadFonts only. */
export function embeddedCoverage(): CoverageCheck {
  const fonts = FONT_FAMILY.map((fontFamily) => {
    const font = Font.getFont({ fontFamily, fontWeight: 400, fontStyle: 'normal' }).data;
    if (!font || !('hasGlyphForCodePoint' in font)) throw new Error(`${fontFamily} не загружен`);
    return font;
  });
  return (codePoint) => fonts.some((font) => font.hasGlyphForCodePoint(codePoint));
}

/**
 * Text the embedded fonts can draw: a company name in Chinese, Greek or Arabic comes out in
 * Latin letters («Beijing …») instead of blank boxes, and line breaks typed in a form become
 * spaces (a document line is laid out by the renderer, not by the user).
 */
export function printableText(text: string, isCovered: CoverageCheck = embeddedCoverage()) {
  let result = '';
  let missing = '';
  const flush = () => {
    const latin = toLatin(missing);
    for (const ch of latin) result += isCovered(ch.codePointAt(0) ?? 0) ? ch : '?';
    missing = '';
  };
  for (const ch of text.replace(/\s+/g, ' ').trim()) {
    if (ch === ' ' || isCovered(ch.codePointAt(0) ?? 0)) {
      flush();
      result += ch;
    } else {
      missing += ch;
    }
  }
  flush();
  return result;
}

/** The document's free text (names, addresses, the service) made printable. */
export function printableDocumentData(data: OrderDocumentData): OrderDocumentData {
  const isCovered = embeddedCoverage();
  const print = (text: string) => printableText(text, isCovered);
  const { operator, buyer, service } = data;
  return {
    ...data,
    operator: {
      ...operator,
      name: print(operator.name),
      address: print(operator.address),
      bank: { ...operator.bank, name: print(operator.bank.name) },
    },
    buyer: { ...buyer, name: print(buyer.name), address: print(buyer.address) },
    service: { ...service, description: print(service.description) },
    basis: data.basis === undefined ? undefined : print(data.basis),
  };
}
