import { createReadStream } from 'node:fs';
import { parse } from 'csv-parse';

/**
 * ISO 20275 ELF codes → the abbreviation registers write. Only codes confirmed against real
 * LEI records are listed; the complete list is GLEIF's ELF code list CSV, which
 * `npm run import -- gleif FILE --elf ELF.csv` reads (loadElfCodeList). 8888 ("other") and
 * 9999 (not given) are not forms: the LEI record's OtherLegalForm or the name tells the form.
 */
export const KNOWN_ELF_CODES: Record<string, string> = {
  '2HBR': 'GmbH', // DE Gesellschaft mit beschränkter Haftung
  '6QQB': 'AG', // DE Aktiengesellschaft
  '8Z6G': 'KG', // DE Kommanditgesellschaft (also GmbH & Co. KG)
  SGST: 'SE', // DE Europäische Gesellschaft
  AXSB: 'GmbH', // AT Gesellschaft mit beschränkter Haftung
  H0PO: 'Ltd', // GB private limited company
  B6ES: 'PLC', // GB public limited company
  K65D: 'SAS', // FR société par actions simplifiée
  '54M6': 'B.V.', // NL besloten vennootschap
  B5PM: 'N.V.', // NL naamloze vennootschap
  DVXS: 'S.à r.l.', // LU société à responsabilité limitée
  '5GGB': 'S.A.', // LU société anonyme
  '63P9': 'SCS', // LU société en commandite simple
  O7XB: 'sp. z o.o.', // PL spółka z ograniczoną odpowiedzialnością
  HZEH: 'LLC', // US-DE limited liability company
  YSP9: 'Private Limited', // IN private limited company
  GQVQ: '(Pty) Ltd', // ZA private company
  ECAK: '有限公司', // CN limited liability company
  TD8P: '有限公司', // TW limited company
  T417: '株式会社', // JP kabushiki kaisha
  J3U5: '주식회사', // KR chusik hoesa
  O0OZ: 'บริษัทมหาชนจำกัด', // TH public limited company
};

/** Placeholder codes: "other legal form" and "not provided". */
export const ELF_PLACEHOLDERS = new Set(['8888', '9999']);

const column = (header: string[], prefix: string) =>
  header.findIndex((h) => h.trim().toLowerCase().startsWith(prefix.toLowerCase()));

/**
 * Reads GLEIF's ELF code list CSV (columns matched by name prefix, since their exact wording
 * varies between versions): active codes with a local or transliterated abbreviation; where a
 * cell lists several, separated by ';', the first is the one registers use most.
 */
export async function loadElfCodeList(file: string): Promise<Record<string, string>> {
  const codes: Record<string, string> = {};
  let header: string[] | null = null;
  let code = -1;
  let local = -1;
  let latin = -1;
  let status = -1;
  const parser = createReadStream(file).pipe(parse({ bom: true, relax_column_count: true }));
  for await (const row of parser as AsyncIterable<string[]>) {
    if (!header) {
      header = row;
      code = column(row, 'ELF Code');
      local = column(row, 'Abbreviations Local');
      latin = column(row, 'Abbreviations transliterated');
      status = column(row, 'ELF Status');
      if (code < 0 || local < 0)
        throw new Error(`${file}: нет колонок «ELF Code» и «Abbreviations Local language»`);
      continue;
    }
    if (status >= 0 && row[status] && row[status] !== 'ACTV') continue;
    const abbreviation = (row[local] || (latin >= 0 ? row[latin] : '') || '').split(';')[0]?.trim();
    const elf = row[code]?.trim();
    if (elf && abbreviation && !codes[elf]) codes[elf] = abbreviation;
  }
  return codes;
}
