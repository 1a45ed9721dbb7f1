import { describe, expect, it } from 'vitest';
import { COUNTRY_FORMS, pluralRu } from './plural-ru';

describe('pluralRu', () => {
  it.each([
    [1, 'страна'],
    [2, 'страны'],
    [4, 'страны'],
    [5, 'стран'],
    [11, 'стран'],
    [14, 'стран'],
    [21, 'страна'],
    [22, 'страны'],
    [111, 'стран'],
    [250, 'стран'],
    [0, 'стран'],
  ])('%i %s', (n, form) => expect(pluralRu(n, COUNTRY_FORMS)).toBe(form));
});
