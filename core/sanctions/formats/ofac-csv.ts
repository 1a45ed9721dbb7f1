import { parse } from 'csv-parse/sync';
import type { EntryParts } from '../build-entry';
import { countryCode } from '../country-code';
import type {
  ParsedSanctionsList,
  SanctionsEntryKind,
  SanctionsListCode,
  SanctionsName,
} from '../../../contracts/sanctions-entry';
import { SanctionsFormatError } from '../sanctions-format-error';
import { sanctionsName } from '../sanctions-name';
import { checkedEntries, listTitle } from './checked-entries';
import { publication, type ParseOptions } from './list-dates';
import { readOfacRemarks } from './ofac-remarks';

/** The four files of one OFAC list, as their contents (OFAC's CSV has no header row). */
export interface OfacCsvFiles {
  /** sdn.csv / cons_prim.csv: ent_num, name, type, program, title, call sign, vessel…, remarks. */
  main: string;
  /** add.csv / cons_add.csv: ent_num, add_num, address, city, country, remarks. */
  addresses: string;
  /** alt.csv / cons_alt.csv: ent_num, alt_num, type (aka/fka/nka), name, remarks. */
  aliases: string;
  /** sdn_comments.csv / cons_comments.csv: ent_num, the rest of remarks cut off in the main file. */
  comments: string;
}

/** The official file names of each OFAC list, in the order of `OfacCsvFiles`. */
export const OFAC_FILE_NAMES: Record<
  'ofac-sdn' | 'ofac-cons',
  Record<keyof OfacCsvFiles, string>
> = {
  'ofac-sdn': {
    main: 'SDN.CSV',
    addresses: 'ADD.CSV',
    aliases: 'ALT.CSV',
    comments: 'SDN_COMMENTS.CSV',
  },
  'ofac-cons': {
    main: 'CONS_PRIM.CSV',
    addresses: 'CONS_ADD.CSV',
    aliases: 'CONS_ALT.CSV',
    comments: 'CONS_COMMENTS.CSV',
  },
};

const COLUMNS: Record<keyof OfacCsvFiles, number> = {
  main: 12,
  addresses: 6,
  aliases: 5,
  comments: 2,
};

const KINDS: Record<string, SanctionsEntryKind> = {
  '': 'entity',
  individual: 'individual',
  vessel: 'vessel',
  aircraft: 'aircraft',
};

/** OFAC writes an empty field as -0- (often with a space after it). */
const field = (value: string | undefined) => {
  const text = (value ?? '').trim();
  return text === '-0-' ? '' : text;
};

/** The files end with a DOS end-of-file mark (Ctrl-Z). */
const END_MARK = String.fromCharCode(0x1a);

function withoutEndMark(text: string): string {
  const trimmed = text.trimEnd();
  return trimmed.endsWith(END_MARK) ? trimmed.slice(0, -1) : text;
}

function rows(list: SanctionsListCode, text: string, file: keyof OfacCsvFiles): string[][] {
  const name = OFAC_FILE_NAMES[list as 'ofac-sdn'][file];
  const body = withoutEndMark(text).replace(/^\uFEFF/, '');
  let parsed: string[][];
  try {
    parsed = parse(body, { relax_column_count: true, skip_empty_lines: true }) as string[][];
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new SanctionsFormatError(
      `Файл ${name} списка ${listTitle(list)} повреждён или обрезан (${reason}).`,
    );
  }
  parsed.forEach((row, i) => {
    if (row.length !== COLUMNS[file] || !/^\d+$/.test(row[0]!.trim())) {
      throw new SanctionsFormatError(
        `Файл ${name} списка ${listTitle(list)} повреждён или обрезан: строка ${i + 1} не в формате OFAC ` +
          `(ожидается ${COLUMNS[file]} полей, первое — номер записи).`,
      );
    }
  });
  return parsed;
}

function groupByEntry(table: string[][]): Map<string, string[][]> {
  const groups = new Map<string, string[][]>();
  for (const row of table) {
    const id = row[0]!.trim();
    const group = groups.get(id);
    if (group) group.push(row);
    else groups.set(id, [row]);
  }
  return groups;
}

/** A list's programmes as the CSV writes several: 'SDGT] [IRGC'. */
const programs = (text: string) => text.split(/\]\s*\[/).map((p) => p.replace(/[[\]]/g, ''));

/**
 * OFAC's SDN or Consolidated (non-SDN) list in its CSV format: the four files joined on
 * ent_num. The files carry no publication date: the caller passes the files' own time (or the
 * server's Last-Modified) as `fallbackPublishedAt`, else the moment of the import stands in.
 */
export function parseOfacCsv(
  list: 'ofac-sdn' | 'ofac-cons',
  files: OfacCsvFiles,
  options: ParseOptions = {},
): ParsedSanctionsList {
  if (!withoutEndMark(files.main).trim()) {
    throw new SanctionsFormatError(
      `Файл ${OFAC_FILE_NAMES[list].main} списка ${listTitle(list)} пуст.`,
    );
  }
  const main = rows(list, files.main, 'main');
  const ids = new Set(main.map((r) => r[0]!.trim()));
  const related = (file: 'addresses' | 'aliases' | 'comments') => {
    const table = rows(list, files[file], file);
    // A row for an entry the main file lacks: the main file was cut short, or the files are of two dates.
    const stray = table.find((r) => !ids.has(r[0]!.trim()));
    if (stray) {
      throw new SanctionsFormatError(
        `Файлы списка ${listTitle(list)} не согласованы: в ${OFAC_FILE_NAMES[list][file]} есть запись ${stray[0]!.trim()}, ` +
          `которой нет в ${OFAC_FILE_NAMES[list].main} (файл обрезан или файлы разных дат).`,
      );
    }
    return groupByEntry(table);
  };
  const addresses = related('addresses');
  const aliases = related('aliases');
  const comments = related('comments');
  const parts = main.map((row): EntryParts => {
    const id = row[0]!.trim();
    // The comments file continues remarks that were cut off mid-word: joined as they are.
    const remarks = field(row[11]) + (comments.get(id) ?? []).map((c) => c[1] ?? '').join('');
    const facts = readOfacRemarks(remarks);
    const alts: (SanctionsName | null)[] = (aliases.get(id) ?? []).map((a) => {
      const type = field(a[2]).toLowerCase();
      return sanctionsName(field(a[3]), type === 'fka' || type === 'nka' ? type : 'aka', 'strong');
    });
    return {
      list,
      entryId: id,
      kind: KINDS[field(row[2]).toLowerCase()] ?? 'other',
      names: [sanctionsName(field(row[1]), 'primary', 'strong'), ...alts, ...facts.weakAliases],
      identifiers: facts.identifiers,
      countries: [
        ...(addresses.get(id) ?? []).map((a) => countryCode(field(a[4]))),
        countryCode(field(row[9])),
        ...facts.countries,
      ],
      programs: programs(field(row[3])),
      listedOn: null,
      remarks: remarks.trim() || null,
    };
  });
  return { list, ...publication(null, options), entries: checkedEntries(list, parts) };
}
