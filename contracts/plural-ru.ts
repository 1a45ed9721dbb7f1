/** Russian plural form for a count: pluralRu(21, ['страна', 'страны', 'стран']) → 'страна'. */
export function pluralRu(count: number, [one, few, many]: [string, string, string]): string {
  const n = Math.abs(count) % 100;
  const last = n % 10;
  if (n > 10 && n < 20) return many;
  if (last === 1) return one;
  if (last >= 2 && last <= 4) return few;
  return many;
}

export const COUNTRY_FORMS: [string, string, string] = ['страна', 'страны', 'стран'];
