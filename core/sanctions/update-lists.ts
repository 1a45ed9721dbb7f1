import { SANCTIONS_LIST_CODES, type SanctionsListCode } from '../../contracts/sanctions-lists';
import type { Database } from '../../db/client';
import type { Config } from '../config';
import { downloadList, printableAddress, SanctionsDownloadError } from './download-list';
import { listTitle } from './formats/checked-entries';
import { importSanctionsList, recordFailedImport } from './import-list';

type SourceConfig = Pick<
  Config,
  | 'SANCTIONS_URL_OFAC_SDN'
  | 'SANCTIONS_URL_OFAC_CONS'
  | 'SANCTIONS_URL_EU'
  | 'SANCTIONS_URL_UK'
  | 'SANCTIONS_URL_UN'
>;

/** Each list's address from the configuration (SANCTIONS_URL_*). */
function listAddress(list: SanctionsListCode, config: SourceConfig): string {
  return {
    'ofac-sdn': config.SANCTIONS_URL_OFAC_SDN,
    'ofac-cons': config.SANCTIONS_URL_OFAC_CONS,
    eu: config.SANCTIONS_URL_EU,
    uk: config.SANCTIONS_URL_UK,
    un: config.SANCTIONS_URL_UN,
  }[list];
}

export interface UpdateOutcome {
  list: SanctionsListCode;
  outcome: 'imported' | 'unchanged' | 'refused' | 'failed';
  message: string;
}

export interface UpdateOptions {
  actor: string;
  log?: (line: string) => void;
  fetch?: typeof fetch;
  timeoutMs?: number;
  retryDelayMs?: number;
}

/**
 * Every list from its official address, one after another; a list that fails to download or is
 * refused leaves its stored copy as it was and does not stop the others.
 */
export async function updateSanctionsLists(
  db: Database,
  config: SourceConfig,
  options: UpdateOptions,
): Promise<UpdateOutcome[]> {
  const outcomes: UpdateOutcome[] = [];
  for (const list of SANCTIONS_LIST_CODES) {
    const address = listAddress(list, config);
    options.log?.(`Список ${listTitle(list)}: загрузка с ${printableAddress(address)}`);
    try {
      const input = await downloadList(list, address, {
        fetch: options.fetch,
        timeoutMs: options.timeoutMs,
        retryDelayMs: options.retryDelayMs,
        onProgress: options.log,
      });
      const result = await importSanctionsList(db, input, { actor: options.actor });
      outcomes.push({ list, outcome: result.outcome, message: result.message });
      options.log?.(`  ${result.message}`);
    } catch (error) {
      // Whatever went wrong with this list, the next one still gets its turn.
      const reason =
        error instanceof SanctionsDownloadError
          ? error.message
          : `Ошибка при загрузке: ${error instanceof Error ? error.message : String(error)}.`;
      const message = `${reason} Список не изменён.`;
      await recordFailedImport(db, list, {
        actor: options.actor,
        source: printableAddress(address),
        message,
      });
      outcomes.push({ list, outcome: 'failed', message });
      options.log?.(`  ${message}`);
    }
  }
  return outcomes;
}
