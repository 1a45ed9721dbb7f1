import { SANCTIONS_LIST_NAMES } from '../../../contracts/sanctions-lists';
import { buildEntry, type EntryParts } from '../build-entry';
import type { SanctionsEntry, SanctionsListCode } from '../../../contracts/sanctions-entry';
import { SanctionsFormatError } from '../sanctions-format-error';

/** The list's name in quotes, for messages. */
export function listTitle(list: SanctionsListCode): string {
  return `«${SANCTIONS_LIST_NAMES[list]}»`;
}

/**
 * The entries of a whole file, each checked: an entry without its id or without any name, two
 * entries with one id, or no entry at all make the file malformed, and it is refused whole.
 */
export function checkedEntries(list: SanctionsListCode, parts: EntryParts[]): SanctionsEntry[] {
  const title = listTitle(list);
  if (!parts.length) throw new SanctionsFormatError(`В файле списка ${title} нет ни одной записи.`);
  const seen = new Set<string>();
  return parts.map((part, index) => {
    if (!part.entryId) {
      throw new SanctionsFormatError(
        `Файл списка ${title} повреждён: у записи № ${index + 1} нет номера.`,
      );
    }
    if (seen.has(part.entryId)) {
      throw new SanctionsFormatError(
        `Файл списка ${title} повреждён: номер записи ${part.entryId} повторяется.`,
      );
    }
    seen.add(part.entryId);
    const entry = buildEntry(part);
    if (!entry) {
      throw new SanctionsFormatError(
        `Файл списка ${title} повреждён: у записи ${part.entryId} нет имени.`,
      );
    }
    return entry;
  });
}
