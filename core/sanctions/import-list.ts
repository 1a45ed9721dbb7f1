import { eq } from 'drizzle-orm';
import { formatDate } from '../../contracts/dates';
import { pluralRu } from '../../contracts/plural-ru';
import type { ParsedSanctionsList } from '../../contracts/sanctions-entry';
import { SANCTIONS_LIST_NAMES, type SanctionsListCode } from '../../contracts/sanctions-lists';
import type { Database } from '../../db/client';
import { screeningIndexFor } from './match/screening-index-holder';
import { sanctionsImports, sanctionsLists } from '../../db/schema';
import { listTitle } from './formats/checked-entries';
import { sanctionsNameKeys, type SanctionsNameKeysOf } from './name-keys';
import { contentHash, parseSanctionsList, type SanctionsListInput } from './parse-list';
import { replaceListEntries } from './replace-list-entries';
import { SanctionsFormatError } from './sanctions-format-error';

const ENTRY_FORMS: [string, string, string] = ['запись', 'записи', 'записей'];

export interface ImportListOptions {
  /** Who or what runs the import, for the history ('npm run sanctions:import', 'seed'…). */
  actor: string;
  now?: Date;
  nameKeys?: SanctionsNameKeysOf;
}

export interface ImportListResult {
  list: SanctionsListCode;
  outcome: 'imported' | 'unchanged' | 'refused';
  /** What happened, in Russian. */
  message: string;
  countBefore: number | null;
  countAfter: number | null;
  publishedAt: Date | null;
}

const entries = (count: number) => `${count} ${pluralRu(count, ENTRY_FORMS)}`;

/**
 * Imports one list. The files are parsed and checked whole before anything is written; the
 * list's entries are then replaced in one transaction. A malformed, truncated or empty file, or
 * one that would remove more than half of the list, is refused and the list stays as it was;
 * the same files again change nothing. Every attempt goes into the import history.
 */
export async function importSanctionsList(
  db: Database,
  input: SanctionsListInput,
  options: ImportListOptions,
): Promise<ImportListResult> {
  const { list } = input;
  const now = options.now ?? new Date();
  const title = listTitle(list);
  const [current] = await db.select().from(sanctionsLists).where(eq(sanctionsLists.code, list));
  const countBefore = current?.entryCount ?? null;
  const hash = contentHash(input);
  const record = async (result: ImportListResult, published: Date | null) => {
    await db.insert(sanctionsImports).values({
      listCode: list,
      at: now,
      actor: options.actor,
      source: input.source,
      countBefore,
      countAfter: result.countAfter,
      contentHash: hash,
      publishedAt: published,
      outcome: result.outcome,
      message: result.message,
    });
    return result;
  };
  if (current?.contentHash === hash) {
    return record(
      {
        list,
        outcome: 'unchanged',
        message:
          `Список ${title} не изменился: эти же файлы загружены ${formatDate(current.importedAt)} ` +
          `(${entries(current.entryCount)}, список от ${formatDate(current.publishedAt)}).`,
        countBefore,
        countAfter: countBefore,
        publishedAt: current.publishedAt,
      },
      current.publishedAt,
    );
  }
  let parsed: ParsedSanctionsList;
  try {
    parsed = parseSanctionsList(input);
  } catch (error) {
    if (!(error instanceof SanctionsFormatError)) throw error;
    return record(refusal(list, `${error.message} Список не изменён.`, countBefore), null);
  }
  const countAfter = parsed.entries.length;
  if (countBefore !== null && countAfter < countBefore / 2) {
    return record(
      refusal(
        list,
        `Файл списка ${title} отклонён: в нём ${entries(countAfter)} вместо ${countBefore}, ` +
          `он убрал бы больше половины списка — похоже на неполный файл. Список не изменён.`,
        countBefore,
      ),
      parsed.publishedAt,
    );
  }
  const result: ImportListResult = {
    list,
    outcome: 'imported',
    message:
      `Список ${title} от ${formatDate(parsed.publishedAt)} загружен: ${entries(countAfter)}` +
      (countBefore === null ? '.' : ` (было ${countBefore}).`),
    countBefore,
    countAfter,
    publishedAt: parsed.publishedAt,
  };
  await db.transaction(async (tx) => {
    await tx
      .insert(sanctionsLists)
      .values({
        code: list,
        name: SANCTIONS_LIST_NAMES[list],
        publishedAt: parsed.publishedAt,
        publishedAtSource: parsed.publishedAtSource,
        importedAt: now,
        entryCount: countAfter,
        contentHash: hash,
        source: input.source,
      })
      .onConflictDoUpdate({
        target: sanctionsLists.code,
        set: {
          name: SANCTIONS_LIST_NAMES[list],
          publishedAt: parsed.publishedAt,
          publishedAtSource: parsed.publishedAtSource,
          importedAt: now,
          entryCount: countAfter,
          contentHash: hash,
          source: input.source,
        },
      });
    await replaceListEntries(tx, list, parsed.entries, options.nameKeys ?? sanctionsNameKeys);
    await tx.insert(sanctionsImports).values({
      listCode: list,
      at: now,
      actor: options.actor,
      source: input.source,
      countBefore,
      countAfter,
      contentHash: hash,
      publishedAt: parsed.publishedAt,
      outcome: 'imported',
      message: result.message,
    });
  });
  // Screening in this process sees the new list at once; other processes within REFRESH_EVERY_MS.
  screeningIndexFor(db).invalidate();
  return result;
}

function refusal(
  list: SanctionsListCode,
  message: string,
  countBefore: number | null,
): ImportListResult {
  return { list, outcome: 'refused', message, countBefore, countAfter: null, publishedAt: null };
}

/** A list that could not even be read (its download failed), entered in the history. */
export async function recordFailedImport(
  db: Database,
  list: SanctionsListCode,
  details: { actor: string; source: string; message: string; now?: Date },
): Promise<void> {
  const [current] = await db
    .select({ entryCount: sanctionsLists.entryCount })
    .from(sanctionsLists)
    .where(eq(sanctionsLists.code, list));
  await db.insert(sanctionsImports).values({
    listCode: list,
    at: details.now ?? new Date(),
    actor: details.actor,
    source: details.source,
    countBefore: current?.entryCount ?? null,
    countAfter: null,
    outcome: 'failed',
    message: details.message,
  });
}
