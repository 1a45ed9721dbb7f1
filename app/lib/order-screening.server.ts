import type { AppServices } from '../../contracts/app-services';
import { ScreeningCheckRequest } from '../../contracts/screening';
import { listsNoteOf } from '../components/sanctions/lists-note';
import type { ScreeningBadgeProps } from '../components/sanctions/screening-badge';
import { companyCheckPath, typedCheckPath } from './screening-path';

/** The company of an order (or of the order form): the register's id, or the details typed. */
export interface OrderedCompany {
  id: number | null;
  name: string | null;
  regCode: string | null;
  vatCode: string | null;
  countryCode: string;
}

/**
 * The badge of an order's company: the register company by its id, else the details the
 * customer typed. Null when no list is loaded (nothing to claim) or the details name nothing.
 */
export async function screenOrderedCompany(
  screening: AppServices['screening'],
  company: OrderedCompany,
): Promise<ScreeningBadgeProps | null> {
  const registered = company.id ? await screening.checkCompany(company.id) : null;
  if (registered && company.id) {
    const lists = listsNoteOf(registered.result.lists);
    const href = companyCheckPath(company.id);
    return lists && { status: registered.result.status, lists, href };
  }
  const request = ScreeningCheckRequest.safeParse({
    name: company.name || undefined,
    regCode: company.regCode || undefined,
    vatCode: company.vatCode || undefined,
    countryId: company.countryCode,
  });
  const result = request.success ? await screening.check(request.data) : null;
  const lists = result && listsNoteOf(result.lists);
  if (!result || !lists) return null;
  const href = typedCheckPath({ ...company, country: company.countryCode });
  return { status: result.status, lists, href };
}
