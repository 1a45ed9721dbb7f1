import { describe, expect, it } from 'vitest';
import type { AppServices } from '../../../../contracts/app-services';
import type { CompanyWithCountry } from '../../../../contracts/company-search';
import type {
  ScreeningCheckRequest,
  ScreeningCheckResponse,
} from '../../../../contracts/screening';
import type { StaffOrderDetail } from '../../../../contracts/staff/orders';
import { screenOrderCompany } from './order-screening.server';

const RESULT: ScreeningCheckResponse = {
  status: 'clear',
  checkedAt: '2026-11-27T10:00:00.000Z',
  lists: [],
  matches: [],
};

/** A screening service that records what it was asked; `known` ids exist in the register. */
function fakeScreening(known: number[]) {
  const calls: (number | ScreeningCheckRequest)[] = [];
  const screening: AppServices['screening'] = {
    check: async (request) => {
      calls.push(request);
      return RESULT;
    },
    checkCompany: async (id) => {
      calls.push(id);
      return known.includes(id) ? { company: {} as CompanyWithCountry, result: RESULT } : null;
    },
    lists: async () => ({ lists: [], oldestPublishedAt: null, anyStale: false }),
  };
  return { screening, calls };
}

const order = (id: number | null): Pick<StaffOrderDetail, 'company' | 'country'> => ({
  country: { code: 'TR', name: 'Турция' },
  company: {
    id,
    name: 'Anadolu Ticaret A.Ş.',
    nameLat: '',
    regCode: '123456',
    vatCode: null,
    address: null,
    phone: null,
    email: null,
    form: null,
    status: 'Active',
    isManual: id === null,
    addInfo: null,
  },
});

describe('the staff order page screens', () => {
  it('a register company by its record', async () => {
    const { screening, calls } = fakeScreening([7]);
    expect(await screenOrderCompany(screening, order(7))).toEqual({
      basis: 'register',
      result: RESULT,
    });
    expect(calls).toEqual([7]);
  });

  it('a company typed in, or one gone from the register, by the order’s details', async () => {
    for (const id of [null, 8]) {
      const { screening, calls } = fakeScreening([]);
      expect(await screenOrderCompany(screening, order(id))).toEqual({
        basis: 'order',
        result: RESULT,
      });
      expect(calls.at(-1)).toEqual({
        countryId: 'TR',
        name: 'Anadolu Ticaret A.Ş.',
        regCode: '123456',
        vatCode: undefined,
      });
    }
  });
});
