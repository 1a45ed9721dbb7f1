import type { AppServices } from '../../contracts/app-services';
import type { Database } from '../../db/client';
import { listCountriesByGroup, listCountryGroups } from './country-groups';
import { listFileTypes } from './file-types';
import { getCountry, type CountryRef } from './get-country';
import { listCountries } from './list-countries';
import { getPriceList } from './price-list';
import type { ReferenceCache } from './reference-cache';

/**
 * The public dictionary read through the reference cache. A country or group is looked up in
 * the cached list first, so only existing ones get an entry: made-up references in URLs cannot
 * grow the cache.
 */
export function cachedDictionary(db: Database, cache: ReferenceCache): AppServices['dictionary'] {
  const countries = () => cache.get('countries', () => listCountries(db));
  const groups = () => cache.get('groups', () => listCountryGroups(db));
  return {
    listCountries: countries,
    listCountryGroups: groups,
    getPriceList: () => cache.get('price-list', () => getPriceList(db)),
    listFileTypes: () => cache.get('file-types', () => listFileTypes(db)),
    async getCountry(ref: CountryRef) {
      const text = String(ref);
      const known = (await countries()).find((c) =>
        /^\d+$/.test(text) ? c.id === Number(text) : c.code === text.toUpperCase(),
      );
      if (!known) return null;
      return cache.get(`country:${known.id}`, () => getCountry(db, known.id));
    },
    async listCountriesByGroup(ref: string | number) {
      const text = String(ref);
      const group = (await groups()).find((g) =>
        /^\d+$/.test(text) ? g.id === Number(text) : g.slug === text.toLowerCase(),
      );
      if (!group) return null;
      return cache.get(`group:${group.id}`, () => listCountriesByGroup(db, group.id));
    },
  };
}

/**
 * A staff service group whose every write (anything but list… and get…) drops the cache once it
 * has committed, so the next read on this instance is fresh without waiting for the NOTIFY.
 */
export function invalidatingWrites<T extends object>(group: T, cache: ReferenceCache): T {
  const wrapped: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(group)) {
    wrapped[name] =
      typeof value === 'function' && !/^(list|get)/.test(name)
        ? async (...args: unknown[]) => {
            const result: unknown = await (value as (...a: unknown[]) => unknown).apply(
              group,
              args,
            );
            cache.invalidate('staff');
            return result;
          }
        : value;
  }
  return wrapped as T;
}
