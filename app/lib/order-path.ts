import { withTariff } from './chosen-tariff';

/** The order page of a company of the register, with the tariff chosen on the way, if any. */
export function companyOrderPath(companyId: number, tariffId: number | null): string {
  return `/order?${withTariff(new URLSearchParams({ company: String(companyId) }), tariffId)}`;
}
