import { openDatabase } from './db/client';
import { seedReference } from './db/seed/seed-reference';
import { toCompanyRecord } from './core/companies/company-record';
import { upsertCompanies } from './core/companies/bulk/company-writer';
import { withBulkConnection } from './core/companies/bulk/copy-rows';
import { companyServices } from './core/companies/company-services';
const url = process.argv[2];
const h = await openDatabase(url ? { url } : {});
await h.migrate();
await seedReference(h.db);
const recs = [
  { countryCode: 'DE', name: 'Müller Maschinenbau GmbH', regCode: 'HRB 12345', vatCode: 'DE136695976', address: 'Hauptstraße 5, 80331 München', status: 'Active' as const, source: 'demo', sourceId: '1' },
  { countryCode: 'DE', name: 'Mueller Logistik AG', regCode: 'HRB 555', address: 'Berliner Str. 1, 10115 Berlin', status: 'Deleted' as const, source: 'demo', sourceId: '2' },
  { countryCode: 'DE', name: 'BMW AG', regCode: 'HRB 42243', status: 'Active' as const, source: 'demo', sourceId: '3' },
  { countryCode: 'KZ', name: 'ТОО «Алтын Дала»', regCode: '050140000656', status: 'Active' as const, source: 'demo', sourceId: '4' },
  { countryCode: 'GB', name: '!OBAC UK LIMITED', regCode: '07687209', status: 'Active' as const, source: 'ch', sourceId: '07687209' },
].map(toCompanyRecord);
console.log(recs[3]);
console.log(await withBulkConnection(h, (c) => upsertCompanies(h, c, recs)));
console.log(await withBulkConnection(h, (c) => upsertCompanies(h, c, recs)));
const s = companyServices(h.db);
for (const [c, crit] of [['de', {name: 'müller'}], ['de', {name: 'Мюллер'}], ['de', {name: 'muler'}], ['de', {name: 'bmw'}], ['de',{name:'bm'}], ['de', {vatCode: 'DE 136 695 976'}], ['kz', {name:'altyn'}], ['kz', {name:'Алтын дала'}], ['gb', {regCode:'7687209'}], ['de', {name:'müller', address:'münchen'}], ['de', {name:'müller', address:'hamburg'}]] as const) {
  const r = await s.find(c, crit);
  console.log(c, JSON.stringify(crit), r?.companies.map(x=>x.name));
}
console.log(await s.getById(1));
await h.close();
