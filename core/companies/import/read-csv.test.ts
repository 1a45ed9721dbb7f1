import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { MAX_RECORD_CHARS, readCsv, type CsvItem } from './read-csv';

async function read(chunks: string[]): Promise<CsvItem[]> {
  const items: CsvItem[] = [];
  for await (const item of readCsv(Readable.from(chunks.map((c) => Buffer.from(c)))))
    items.push(item);
  return items;
}
const values = (items: CsvItem[]) => items.map((i) => ('values' in i ? i.values : i.error));
const lines = (items: CsvItem[]) => items.map((i) => i.line);

describe('readCsv', () => {
  it('reads quoted and unquoted fields with their line numbers', async () => {
    const items = await read(['a,"b ""x"", y",c\n', '1,,"3"\r\n"4","",6']);
    expect(values(items)).toEqual([
      ['a', 'b "x", y', 'c'],
      ['1', '', '3'],
      ['4', '', '6'],
    ]);
    expect(lines(items)).toEqual([1, 2, 3]);
  });

  it('keeps line breaks inside quotes and counts the lines they take', async () => {
    const items = await read(['"a\nb",c\n"d","e\r\nf\ng"\nlast,x\n']);
    expect(values(items)).toEqual([
      ['a\nb', 'c'],
      ['d', 'e\r\nf\ng'],
      ['last', 'x'],
    ]);
    expect(lines(items)).toEqual([1, 3, 6]);
  });

  it('joins records split anywhere between chunks, UTF-8 characters included', async () => {
    const text = '"Müller","ТОО «Алтын»"\n"x","y"\n';
    const bytes = Buffer.from(text);
    const chunks = Array.from(bytes, (b) => Buffer.from([b]));
    const items: CsvItem[] = [];
    for await (const item of readCsv(Readable.from(chunks))) items.push(item);
    expect(values(items)).toEqual([
      ['Müller', 'ТОО «Алтын»'],
      ['x', 'y'],
    ]);
  });

  it('skips a byte-order mark and blank lines', async () => {
    expect(values(await read(['\ufeffa,b\n\n\nc,d\n']))).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
  });

  it('keeps a stray quote in an unquoted field, and text after a closing quote', async () => {
    expect(values(await read(['5" pipe,"a"b,c\n']))).toEqual([['5" pipe', 'ab', 'c']]);
  });

  it('reports a quote left open at the end of the file with its line', async () => {
    const items = await read(['a,b\n"c,d\ne,f\n']);
    expect(items[0]).toMatchObject({ values: ['a', 'b'], line: 1 });
    expect(items[1]).toEqual({ error: 'кавычка не закрыта до конца файла', line: 2, bytes: 13 });
  });

  it('gives up on an endless record and reads on from the next line', async () => {
    const long = `"${'x'.repeat(MAX_RECORD_CHARS + 10)}\nnext,row\n`;
    const items = await read(['a,b\n', long.slice(0, 600_000), long.slice(600_000)]);
    expect(items[1]).toMatchObject({ line: 2 });
    expect('error' in items[1]! && items[1].error).toMatch(/длиннее/);
    expect(values(items).at(-1)).toEqual(['next', 'row']);
  });
});
