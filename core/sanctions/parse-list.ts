import { createHash } from 'node:crypto';
import type { SanctionsListCode } from '../../contracts/sanctions-lists';
import { parseEuFsfXml } from './formats/eu-fsf-xml';
import { listTitle } from './formats/checked-entries';
import type { ParseOptions } from './formats/list-dates';
import { OFAC_FILE_NAMES, parseOfacCsv, type OfacCsvFiles } from './formats/ofac-csv';
import { parseUkFcdoXml } from './formats/uk-fcdo-xml';
import { parseUnXml } from './formats/un-xml';
import type { ParsedSanctionsList } from '../../contracts/sanctions-entry';
import { SanctionsFormatError } from './sanctions-format-error';

export interface ListFile {
  name: string;
  content: Buffer;
}

/** A list as it arrived: OFAC's four CSV files or another list's one XML file. */
export interface SanctionsListInput {
  list: SanctionsListCode;
  files: ListFile[];
  /** Where it came from, for the import history: a path or an address (never credentials). */
  source: string;
  /** The files' modification time or the server's Last-Modified, for lists without a date. */
  fileTime?: Date;
}

/** The official names of the files a list arrives in (one for the XML lists). */
export function listFileNames(list: SanctionsListCode): string[] {
  if (list === 'ofac-sdn' || list === 'ofac-cons') return Object.values(OFAC_FILE_NAMES[list]);
  return [
    { eu: 'xmlFullSanctionsList_1_1.xml', uk: 'UK-Sanctions-List.xml', un: 'consolidated.xml' }[
      list
    ],
  ];
}

const text = (file: ListFile) => file.content.toString('utf8');

function ofacFiles(input: SanctionsListInput & { list: 'ofac-sdn' | 'ofac-cons' }): OfacCsvFiles {
  const names = OFAC_FILE_NAMES[input.list];
  const find = (key: keyof OfacCsvFiles) => {
    const file = input.files.find((f) => f.name.toUpperCase() === names[key]);
    if (!file) {
      throw new SanctionsFormatError(
        `Для списка ${listTitle(input.list)} нужен файл ${names[key]}, его нет.`,
      );
    }
    return text(file);
  };
  return {
    main: find('main'),
    addresses: find('addresses'),
    aliases: find('aliases'),
    comments: find('comments'),
  };
}

/** Parses and checks a whole list; a malformed, truncated or empty one is refused. */
export function parseSanctionsList(input: SanctionsListInput): ParsedSanctionsList {
  const options: ParseOptions = {
    fallbackPublishedAt: input.fileTime ? { at: input.fileTime, source: 'file' } : undefined,
  };
  if (input.list === 'ofac-sdn' || input.list === 'ofac-cons') {
    return parseOfacCsv(input.list, ofacFiles({ ...input, list: input.list }), options);
  }
  const [file, ...more] = input.files;
  if (!file || more.length) {
    throw new SanctionsFormatError(
      `Список ${listTitle(input.list)} загружается из одного XML-файла.`,
    );
  }
  const parse = { eu: parseEuFsfXml, uk: parseUkFcdoXml, un: parseUnXml }[input.list];
  return parse(text(file), options);
}

/**
 * SHA-256 of the list's content, independent of file names and of where it came from (a
 * directory or an address): the same publication gives the same hash.
 */
export function contentHash(input: SanctionsListInput): string {
  const hash = createHash('sha256');
  const order = listFileNames(input.list);
  const files = [...input.files].sort(
    (a, b) => order.indexOf(a.name.toUpperCase()) - order.indexOf(b.name.toUpperCase()),
  );
  for (const file of files) {
    hash.update(`${file.content.length}:`);
    hash.update(file.content);
  }
  return hash.digest('hex');
}
