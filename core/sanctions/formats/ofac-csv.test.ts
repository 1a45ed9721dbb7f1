import { describe, expect, it } from 'vitest';
import { SanctionsFormatError } from '../sanctions-format-error';
import { parseOfacCsv, type OfacCsvFiles } from './ofac-csv';
import { snapshot } from './snapshots.test-helper';

const sdnFiles: OfacCsvFiles = {
  main: snapshot('ofac-sdn-2021/sdn.csv'),
  addresses: snapshot('ofac-sdn-2021/add.csv'),
  aliases: snapshot('ofac-sdn-2021/alt.csv'),
  comments: snapshot('ofac-sdn-2021/sdn_comments.csv'),
};
const consFiles: OfacCsvFiles = {
  main: snapshot('ofac-consolidated/cons_prim.csv'),
  addresses: snapshot('ofac-consolidated/cons_add.csv'),
  aliases: snapshot('ofac-consolidated/cons_alt.csv'),
  comments: snapshot('ofac-consolidated/cons_comments.csv'),
};
const fileTime = new Date('2021-07-01T00:00:00Z');
const sdn = parseOfacCsv('ofac-sdn', sdnFiles, {
  fallbackPublishedAt: { at: fileTime, source: 'file' },
});
const cons = parseOfacCsv('ofac-cons', consFiles);
const lines = (text: string) => text.split('\r\n').filter((l) => /^\d/.test(l)).length;

describe('OFAC SDN list in CSV (real snapshot of 2021)', () => {
  it('parses every entry: 8,976, one per line of sdn.csv, each with a name', () => {
    expect(sdn.entries).toHaveLength(8976);
    expect(lines(sdnFiles.main)).toBe(8976);
    expect(
      sdn.entries.every((e) => e.list === 'ofac-sdn' && /^\d+$/.test(e.entryId) && e.name),
    ).toBe(true);
    const count = (kind: string) => sdn.entries.filter((e) => e.kind === kind).length;
    expect([count('entity'), count('individual'), count('vessel'), count('aircraft')]).toEqual([
      3673, 4620, 406, 277,
    ]);
  });

  it('takes the files’ time for the date the CSV lacks, and says so', () => {
    expect(sdn.publishedAt).toEqual(fileTime);
    expect(sdn.publishedAtSource).toBe('file');
    expect(cons.publishedAtSource).toBe('import');
  });

  it('joins aliases and addresses on ent_num and reads weak aliases from the remarks', () => {
    const bank = sdn.entries.find((e) => e.entryId === '306')!;
    expect(bank).toMatchObject({
      kind: 'entity',
      name: 'BANCO NACIONAL DE CUBA',
      programs: ['CUBA'],
    });
    expect(bank.names).toEqual([
      { name: 'BANCO NACIONAL DE CUBA', type: 'primary', quality: 'strong', script: 'Latin' },
      { name: 'NATIONAL BANK OF CUBA', type: 'aka', quality: 'strong', script: 'Latin' },
      { name: 'BNC', type: 'aka', quality: 'weak', script: 'Latin' },
    ]);
    expect(bank.countries).toEqual(['CH', 'ES', 'JP', 'PA']);
  });

  it('continues remarks cut off in sdn.csv with sdn_comments.csv', () => {
    const cifuentes = sdn.entries.find((e) => e.entryId === '12300')!;
    expect(cifuentes.kind).toBe('individual');
    expect(cifuentes.name).toBe('CIFUENTES VILLA, Jorge Milton');
    expect(cifuentes.remarks).toContain('Linked To: PROMO RAIZ S.A.S.; Linked To: RED MUNDIAL');
    expect(cifuentes.identifiers).toContainEqual({
      type: 'Passport',
      scheme: 'passport',
      value: 'AL720622',
      normalized: 'AL720622',
      country: 'CO',
    });
  });

  it('reads a vessel’s IMO number from the remarks and its flag', () => {
    const vessel = sdn.entries.find((e) => e.entryId === '15036')!;
    expect(vessel).toMatchObject({ kind: 'vessel', name: 'ARTAVIL' });
    expect(vessel.identifiers.find((i) => i.scheme === 'imo')?.normalized).toBe('9187629');
    expect(vessel.countries).toContain('IR');
  });
});

describe('OFAC Consolidated (non-SDN) list in CSV', () => {
  it('parses every entry: 442', () => {
    expect(cons.entries).toHaveLength(442);
    expect(lines(consFiles.main)).toBe(442);
  });

  it('reads tax, registration, LEI and SWIFT numbers, and former names', () => {
    const vtb = cons.entries.find((e) => e.entryId === '17013')!;
    expect(vtb.programs).toEqual(['UKRAINE-EO13662', 'RUSSIA-EO14024']);
    const ids = vtb.identifiers.map((i) => [i.scheme, i.normalized, i.country]);
    expect(ids).toContainEqual(['tax', '7702070139', 'RU']);
    expect(ids).toContainEqual(['registration', '1027739609391', 'RU']);
    expect(ids).toContainEqual(['lei', '253400V1H6ART1UQ0N98', undefined]);
    expect(ids).toContainEqual(['swift', 'VTBRRUMM', undefined]);
    expect(vtb.names.find((n) => n.name === 'VNESHTORGBANK')?.type).toBe('fka');
    expect(vtb.names.find((n) => n.name === 'JSC VTB BANK NEW DELHI BRANCH')?.quality).toBe('weak');
  });
});

describe('OFAC files refused', () => {
  const refusal = (files: Partial<OfacCsvFiles>) => () =>
    parseOfacCsv('ofac-sdn', { ...sdnFiles, ...files });

  it('an empty main file', () => {
    expect(refusal({ main: '' })).toThrow(SanctionsFormatError);
    expect(refusal({ main: '\x1a' })).toThrow(/SDN.CSV списка «OFAC SDN \(США\)» пуст/);
  });

  it('a main file cut in the middle of a line', () => {
    expect(refusal({ main: sdnFiles.main.slice(0, 1_000_003) })).toThrow(/повреждён или обрезан/);
  });

  it('a main file cut at the end of a line: the other files name entries it lacks', () => {
    const cut = sdnFiles.main.slice(0, sdnFiles.main.lastIndexOf('\r\n', 1_000_000) + 2);
    expect(refusal({ main: cut })).toThrow(/не согласованы.*файл обрезан или файлы разных дат/);
  });

  it('a file that is not OFAC’s CSV', () => {
    expect(refusal({ aliases: 'name,type\nfoo,bar\n' })).toThrow(/ALT.CSV .* не в формате OFAC/);
    expect(refusal({ main: '<html>Service unavailable</html>' })).toThrow(/не в формате OFAC/);
  });
});
