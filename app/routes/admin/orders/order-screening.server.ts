import type { AppServices } from '../../../../contracts/app-services';
import type { StaffOrderDetail } from '../../../../contracts/staff/orders';
import type { OrderScreening } from '../../../components/staff/orders/order-screening';
import { checkOrderedCompany } from '../../../lib/order-screening.server';

/**
 * The order's company against the sanctions lists: a register company by its record (its
 * current names and numbers), a company the customer typed in by the details of the order.
 */
export async function screenOrderCompany(
  screening: AppServices['screening'],
  order: Pick<StaffOrderDetail, 'company' | 'country'>,
): Promise<OrderScreening | null> {
  const { company } = order;
  return checkOrderedCompany(screening, {
    id: company.id,
    name: company.name || company.nameLat,
    regCode: company.regCode,
    vatCode: company.vatCode,
    countryCode: order.country.code,
  });
}
