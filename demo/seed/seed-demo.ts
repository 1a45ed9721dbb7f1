import type { DatabaseHandle } from '../../db/client';
import { seedDemoReviews } from './demo-reviews';

export interface DemoPart {
  name: string;
  run: (database: DatabaseHandle) => Promise<string>;
}

export interface SeedDemoOptions {
  log?: (message: string) => void;
  /** Parts that live above db/ (the company register's generator is in core/companies). */
  extraParts?: DemoPart[];
}

/**
 * Demo data for a new installation: each part checks whether it is already present, so the
 * command can be repeated. Parts register here as the product grows.
 */
export async function seedDemo(
  database: DatabaseHandle,
  options: SeedDemoOptions = {},
): Promise<void> {
  const parts: { name: string; run: (database: DatabaseHandle) => Promise<string> }[] = [
    { name: 'Отзывы', run: seedDemoReviews },
  ];
  parts.push(...(options.extraParts ?? []));
  for (const part of parts) options.log?.(`${part.name}: ${await part.run(database)}`);
}
