import { and, eq, or } from 'drizzle-orm';
import type { Company } from '../../contracts/company-search';
import type { SanctionsEntry } from '../../contracts/sanctions-entry';
import type {
  CompanySanctions,
  ScreeningCheckResponse,
  ScreeningList,
  ScreeningListsSummary,
  ScreeningMatch,
} from '../../contracts/screening';
import type { Database } from '../../db/client';
import { sanctionsEntries } from '../../db/schema';
import { nowOf, type Clock } from '../clock';
import type { Config } from '../config';
import { isListStale, listSanctionsLists } from './list-status';
import {
  screenCompanies,
  statusOf,
  type ScreeningQuery,
  type ScreeningResult,
} from './match/screen-company';
import { MAX_MATCHES } from './match/thresholds';
import { screeningIndexFor } from './match/screening-index-holder';

/** How many of an entry's other names the check page shows. */
const MAX_ALIASES = 20;

export interface ScreeningDeps {
  db: Database;
  config: Pick<Config, 'SANCTIONS_MAX_AGE_DAYS'>;
  now?: Clock;
}

/** The lists as loaded now, with their dates and whether each is stale. */
export async function screeningLists(deps: ScreeningDeps): Promise<ScreeningListsSummary> {
  const now = nowOf(deps);
  const lists: ScreeningList[] = (await listSanctionsLists(deps.db)).map((row) => ({
    code: row.code as ScreeningList['code'],
    name: row.name,
    publishedAt: row.publishedAt.toISOString(),
    importedAt: row.importedAt.toISOString(),
    entries: row.entryCount,
    stale: isListStale(row, now, deps.config),
  }));
  const oldest = lists.map((l) => l.publishedAt).sort()[0] ?? null;
  return { lists, oldestPublishedAt: oldest, anyStale: lists.some((l) => l.stale) };
}

/**
 * One company against every loaded list, with what the check page and the certificate show:
 * the lists' dates and counts, and each match with the entry's other names and listing date.
 */
export async function checkSanctions(
  deps: ScreeningDeps,
  queries: ScreeningQuery[],
): Promise<ScreeningCheckResponse> {
  const checkedAt = nowOf(deps);
  const [index, { lists }] = await Promise.all([
    screeningIndexFor(deps.db).get(),
    screeningLists(deps),
  ]);
  const result = mergeScreenings(screenCompanies(index, queries));
  const details = await entryDetails(deps.db, result.matches);
  const matches: ScreeningMatch[] = result.matches.map((match) => {
    const entry = details.get(`${match.list}\u0000${match.entryId}`);
    const aliases = (entry?.names ?? [])
      .map((n) => n.name)
      .filter((name, i, all) => name !== match.name && all.indexOf(name) === i)
      .slice(0, MAX_ALIASES);
    return { ...match, aliases, listedOn: entry?.listedOn ?? null };
  });
  return { status: result.status, checkedAt: checkedAt.toISOString(), lists, matches };
}

async function entryDetails(
  db: Database,
  matches: { list: string; entryId: string }[],
): Promise<Map<string, SanctionsEntry>> {
  if (!matches.length) return new Map();
  const rows = await db
    .select({ entry: sanctionsEntries.entry })
    .from(sanctionsEntries)
    .where(
      or(
        ...matches.map((m) =>
          and(eq(sanctionsEntries.listCode, m.list), eq(sanctionsEntries.entryId, m.entryId)),
        ),
      ),
    );
  return new Map(rows.map(({ entry }) => [`${entry.list}\u0000${entry.entryId}`, entry]));
}

/**
 * The queries a register company is screened by: its name in the register's script and in
 * Latin letters (the lists carry mostly Latin names, some in the company's own script), each
 * with its numbers.
 */
export function companyScreeningQueries(
  company: Pick<Company, 'name' | 'nameLat' | 'regCode' | 'vatCode' | 'countryCode'>,
): ScreeningQuery[] {
  const names = [...new Set([company.nameLat, company.name].filter(Boolean))];
  return names.map((name) => ({
    countryCode: company.countryCode,
    name,
    regCode: company.regCode ?? undefined,
    vatCode: company.vatCode ?? undefined,
  }));
}

/** Several screenings of one company as one: each entry at its best score, best first. */
function mergeScreenings(results: ScreeningResult[]): ScreeningResult {
  const best = new Map<string, ScreeningResult['matches'][number]>();
  for (const match of results.flatMap((r) => r.matches)) {
    const key = `${match.list}\u0000${match.entryId}`;
    const seen = best.get(key);
    if (!seen || match.score > seen.score) best.set(key, match);
  }
  const matches = [...best.values()]
    .sort((a, b) => b.score - a.score || a.list.localeCompare(b.list))
    .slice(0, MAX_MATCHES);
  return { status: matches.length ? statusOf(matches[0]!.score) : 'clear', matches };
}

/** The badge of each company of a result page: its status and how many entries matched. */
export async function screenFoundCompanies(
  db: Database,
  companies: Company[],
): Promise<CompanySanctions[]> {
  if (!companies.length) return [];
  const index = await screeningIndexFor(db).get();
  const queries = companies.map(companyScreeningQueries);
  const flat = screenCompanies(index, queries.flat());
  let next = 0;
  return queries.map((own) => {
    const merged = mergeScreenings(flat.slice(next, (next += own.length)));
    return { status: merged.status, matches: merged.matches.length };
  });
}
