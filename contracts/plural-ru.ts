/** A noun's forms after a number: «1 страна», «2 страны», «5 стран». */
export type RuForms = [one: string, few: string, many: string];

const RULES = new Intl.PluralRules('ru-RU');

/**
 * The Russian plural form for a count, by the language's CLDR rule (`Intl.PluralRules`):
 * pluralRu(21, ['страна', 'страны', 'стран']) → 'страна'. A fraction ('other') takes the `few`
 * form: after a fractional number a noun stands in the genitive singular («1,5 дня», «2,5 часа»,
 * «0,5 секунды»), which is the `few` form of every noun this product counts.
 */
export function pluralRu(count: number, [one, few, many]: RuForms): string {
  switch (RULES.select(count)) {
    case 'one':
      return one;
    case 'many':
      return many;
    default:
      return few;
  }
}

export const COUNTRY_FORMS: RuForms = ['страна', 'страны', 'стран'];
