import type { AppServices } from '../../contracts/app-services';
import { ScreeningCheckRequest, type ScreeningCheckResponse } from '../../contracts/screening';
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
 * The check of an order's company: the register company by its id (its current names and
 * numbers), else the details the order carries. Null when those name nothing to check.
 */
export async function checkOrderedCompany(
  screening: AppServices['screening'],
  company: OrderedCompany,
): Promise<{ basis: 'register' | 'order'; result: ScreeningCheckResponse } | null> {
  const registered = company.id ? await screening.checkCompany(company.id) : null;
  if (registered) return { basis: 'register', result: registered.result };
  const request = ScreeningCheckRequest.safeParse({
    name: company.name || undefined,
    regCode: company.regCode || undefined,
    vatCode: company.vatCode || undefined,
    countryId: company.countryCode,
  });
  const result = request.success ? await screening.check(request.data) : null;
  return result && { basis: 'order', result };
}

/**
 * The badge of an order's company: the register company by its id, else the details the
 * customer typed. Null when no list is loaded (nothing to claim) or the details name nothing.
 */
export async function screenOrderedCompany(
  screening: AppServices['screening'],
  company: OrderedCompany,
): Promise<ScreeningBadgeProps | null> {
  const checked = await checkOrderedCompany(screening, company);
  const lists = checked && listsNoteOf(checked.result.lists);
  if (!checked || !lists) return null;
  const href =
    checked.basis === 'register' && company.id
      ? companyCheckPath(company.id)
      : typedCheckPath({ ...company, country: company.countryCode });
  return { status: checked.result.status, lists, href };
}
