import type { StaffSanctionsServices } from '../../../contracts/staff/sanctions';
import { nowOf } from '../../clock';
import type { StaffDeps } from '../staff-deps';
import { sanctionsOverview, sanctionsStaleness } from './sanctions-overview';
import { updateSanctionsByStaff } from './update-sanctions';

/** The staff screen of the sanctions lists: what is loaded, the history, the update. */
export function staffSanctionsServices(deps: StaffDeps): StaffSanctionsServices {
  return {
    overview: (_actor, page) => sanctionsOverview(deps.db, deps.config, nowOf(deps), page),
    staleness: () => sanctionsStaleness(deps.db, deps.config, nowOf(deps)),
    update: (actor) => updateSanctionsByStaff(deps, actor),
  };
}
