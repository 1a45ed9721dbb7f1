import type { AppServices } from '../../../../contracts/app-services';
import type { StaffOrderDetail } from '../../../../contracts/staff/orders';
import type { OrderScreening } from '../../../components/staff/orders/order-screening';

/**
 * The order's company against the sanctions lists: a register company by its record (its
 * current names and numbers), a company the customer typed in by the details of the order.
 */
export async function screenOrderCompany(
  screening: AppServices['screening'],
  order: Pick<StaffOrderDetail, 'company' | 'country'>,
): Promise<OrderScreening | null> {
  const { company } = order;
  if (company.id !== null) {
    const found = await screening.checkCompany(company.id);
    if (found) return { basis: 'register', result: found.result };
  }
  const result = await screening.check({
    countryId: order.country.code,
    name: company.name || company.nameLat,
    regCode: company.regCode ?? undefined,
    vatCode: company.vatCode ?? undefined,
  });
  return result ? { basis: 'order', result } : null;
}
