import type { StaffContentServices } from '../../../contracts/staff/content';
import type { StaffDeps } from '../staff-deps';
import { addTariff } from './add-tariff';
import { getStaffCountry } from './get-country';
import { listStaffCountries } from './list-countries';
import { setTariffRetired } from './retire-tariff';
import { removeSample, uploadSample } from './sample-upload';
import { updateCountryGroups } from './update-groups';
import { updateCountryText } from './update-text';
import { updateTariff } from './update-tariff';

/** Binds this section's operations to the staff area's dependencies. */
export function staffContentServices(deps: StaffDeps): StaffContentServices {
  return {
    listCountries: (_actor, filter) => listStaffCountries(deps.db, deps.storage, filter),
    getCountry: (_actor, code) => getStaffCountry(deps.db, deps.storage, code),
    updateText: (actor, code, input) => updateCountryText(deps, actor, code, input),
    updateGroups: (actor, code, input) => updateCountryGroups(deps, actor, code, input),
    addTariff: (actor, code, input) => addTariff(deps, actor, code, input),
    updateTariff: (actor, code, id, input) => updateTariff(deps, actor, code, id, input),
    retireTariff: (actor, code, id) => setTariffRetired(deps, actor, code, id, true),
    restoreTariff: (actor, code, id) => setTariffRetired(deps, actor, code, id, false),
    uploadSample: (actor, code, file) => uploadSample(deps, actor, code, file),
    removeSample: (actor, code) => removeSample(deps, actor, code),
  };
}
