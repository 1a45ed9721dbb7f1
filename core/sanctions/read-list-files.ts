import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { SanctionsListCode } from '../../contracts/sanctions-lists';
import { listTitle } from './formats/checked-entries';
import { listFileNames, type ListFile, type SanctionsListInput } from './parse-list';
import { SanctionsFormatError } from './sanctions-format-error';

const isOfac = (list: SanctionsListCode) => list === 'ofac-sdn' || list === 'ofac-cons';

/**
 * A list from disk: OFAC's from the directory of its four CSV files (named as OFAC names them,
 * in either case), another list from its XML file or a directory holding one. The newest
 * modification time of the files stands in for a publication date the files lack.
 */
export async function readListFiles(
  list: SanctionsListCode,
  where: string,
): Promise<SanctionsListInput> {
  const info = await stat(where).catch(() => null);
  if (!info) throw new SanctionsFormatError(`Нет такого файла или папки: ${where}.`);
  let paths: string[];
  if (info.isDirectory()) {
    const present = await readdir(where);
    if (isOfac(list)) {
      paths = listFileNames(list).map((name) => {
        const found = present.find((p) => p.toUpperCase() === name);
        if (!found) {
          throw new SanctionsFormatError(
            `В папке ${where} нет файла ${name} списка ${listTitle(list)}.`,
          );
        }
        return path.join(where, found);
      });
    } else {
      const xml = present.filter((p) => p.toLowerCase().endsWith('.xml'));
      if (xml.length !== 1) {
        throw new SanctionsFormatError(
          `В папке ${where} должен быть ровно один XML-файл списка ${listTitle(list)}.`,
        );
      }
      paths = [path.join(where, xml[0]!)];
    }
  } else if (isOfac(list)) {
    throw new SanctionsFormatError(
      `Список ${listTitle(list)} загружается из папки с файлами ${listFileNames(list).join(', ')}.`,
    );
  } else {
    paths = [where];
  }
  const files: ListFile[] = [];
  let newest = 0;
  for (const file of paths) {
    files.push({ name: path.basename(file), content: await readFile(file) });
    newest = Math.max(newest, (await stat(file)).mtimeMs);
  }
  return { list, files, source: where, fileTime: new Date(newest) };
}
