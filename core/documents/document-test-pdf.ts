import { expect } from 'vitest';
import { popplerOutput } from '../../tests/helpers/pdf-text';

// Test helpers: what pdftotext and friends read from a rendered document.
const plain = (text: string) => text.replace(/\u00a0/g, ' ');

export interface PdfReading {
  /** The text in reading order with every run of white space made one space. */
  flat: string;
  /** The text laid out as on the page: cells of one row stay on one line. */
  layout: string;
  info: string;
  fonts: string;
  size: number;
}

export function readPdf(pdf: Buffer): PdfReading {
  return {
    flat: plain(popplerOutput('pdftotext', pdf)).replace(/\s+/g, ' '),
    layout: plain(popplerOutput('pdftotext', pdf, ['-layout'])),
    info: plain(popplerOutput('pdfinfo', pdf)),
    fonts: popplerOutput('pdffonts', pdf),
    size: pdf.length,
  };
}

/** One A4 page whose every glyph is PT Sans, fonts embedded once per subset (see loadFonts). */
export function expectOnePtSansPage(pdf: PdfReading): void {
  expect(pdf.info).toMatch(/Pages: +1\n/);
  expect(pdf.info).toMatch(/Page size: +595\.\d+ x 841\.\d+ pts \(A4\)/);
  expect(pdf.fonts).toMatch(/PTSans-Regular-latin/);
  expect(pdf.fonts).toMatch(/PTSans-Bold-cyrillic/);
  expect(pdf.fonts).not.toMatch(/Helvetica|Times|Courier/);
  expect(pdf.size).toBeLessThan(100_000);
}
