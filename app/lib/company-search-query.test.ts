import { describe, expect, it } from 'vitest';
import {
  criteriaFromSearchParams,
  criteriaToSearchParams,
  filledCriteria,
  hasAnyCriteria,
  EMPTY_CRITERIA,
} from './company-search-query';

describe('company search query', () => {
  it('round-trips the filled criteria through the URL and drops the empty ones', () => {
    const params = criteriaToSearchParams({
      name: '  Müller GmbH ',
      regCode: '',
      vatCode: 'DE 123',
    });
    expect(params.toString()).toBe('name=M%C3%BCller+GmbH&vatCode=DE+123');
    const back = criteriaFromSearchParams(params);
    expect(back).toEqual({ ...EMPTY_CRITERIA, name: 'Müller GmbH', vatCode: 'DE 123' });
    expect(filledCriteria(back)).toEqual({ name: 'Müller GmbH', vatCode: 'DE 123' });
  });

  it('knows when nothing is filled', () => {
    expect(hasAnyCriteria(EMPTY_CRITERIA)).toBe(false);
    expect(hasAnyCriteria({ ...EMPTY_CRITERIA, address: 'Berlin' })).toBe(true);
  });
});
