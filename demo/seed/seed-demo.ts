import type { DatabaseHandle } from '../../db/client';
import { seedDemoCompanies } from '../register/seed-demo-companies';
import { seedDemoSanctions } from '../sanctions/seed-demo-sanctions';
import { seedDemoReviews } from './demo-reviews';
import { seedDemoStaff } from './demo-staff';

interface DemoPart {
  name: string;
  run: (database: DatabaseHandle) => Promise<string>;
}

export interface SeedDemoOptions {
  log?: (message: string) => void;
  /** The site's address, printed with the demo staff account's password. */
  publicBaseUrl: string;
}

/**
 * Demo data for a new installation: each part checks whether it is already present, so the
 * command can be repeated. Parts register here as the product grows.
 */
export async function seedDemo(database: DatabaseHandle, options: SeedDemoOptions): Promise<void> {
  const parts: DemoPart[] = [
    { name: 'Отзывы', run: seedDemoReviews },
    { name: 'Реестр компаний', run: (handle) => seedDemoCompanies(handle) },
    { name: 'Санкционные списки (снимки прошлых дат)', run: seedDemoSanctions },
    {
      name: 'Служебный раздел',
      run: (handle) => seedDemoStaff(handle.db, options.publicBaseUrl),
    },
  ];
  for (const part of parts) options.log?.(`${part.name}: ${await part.run(database)}`);
}
