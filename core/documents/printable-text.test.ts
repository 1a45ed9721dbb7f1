import { describe, expect, it } from 'vitest';
import { loadFonts } from '../pdf/fonts';
import { documentData } from './document-fixtures';
import { printableDocumentData, printableText } from './printable-text';

// Latin, Latin-1 and Cyrillic with the usual punctuation, roughly what PT Sans covers.
const latinCyrillic = (codePoint: number) =>
  codePoint < 0x250 || (codePoint >= 0x400 && codePoint < 0x460) || codePoint === 0x2116;

describe('printableText', () => {
  it('keeps what the fonts draw and writes the rest in Latin letters', () => {
    expect(printableText('Кредитный отчёт о компании «北京科技有限公司»', latinCyrillic)).toBe(
      'Кредитный отчёт о компании «Bei Jing Ke Ji You Xian Gong Si»',
    );
    expect(printableText('Αθήνα Trading S.A., № 5', latinCyrillic)).toBe(
      'Athina Trading S.A., № 5',
    );
  });

  it('makes line breaks and runs of spaces one space', () => {
    expect(printableText(' 190000, г. Санкт-Петербург,\r\nнаб.  реки Мойки ', latinCyrillic)).toBe(
      '190000, г. Санкт-Петербург, наб. реки Мойки',
    );
  });

  it('marks what even transliteration cannot draw', () => {
    expect(printableText('ok 😀', latinCyrillic)).toMatch(/^ok \?*$/);
  });

  it('checks against the embedded PT Sans once the fonts are loaded', async () => {
    await loadFonts();
    expect(printableText('Łódź Şahin Ёлка «Ü» 東京')).toBe('Łódź Şahin Ёлка «Ü» Dong Jing');
    const data = printableDocumentData(
      documentData({
        buyer: { ...documentData().buyer, name: 'ООО\n«Ромашка»', address: 'Αθήνα' },
        basis: 'оплата\n№ 1',
      }),
    );
    expect(data.buyer).toMatchObject({ name: 'ООО «Ромашка»', address: 'Athina' });
    expect(data.basis).toBe('оплата № 1');
    expect(data.service).toEqual(documentData().service);
  });
});
