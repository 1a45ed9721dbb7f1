/**
 * Surnames that change for women. Each function takes the masculine form listed in a pool;
 * the pools hold only surnames these rules handle.
 */
const replaceEnd = (surname: string, rules: [RegExp, string][]): string => {
  for (const [pattern, replacement] of rules) {
    if (pattern.test(surname)) return surname.replace(pattern, replacement);
  }
  return surname;
};

export const feminineCyrillic = (s: string) =>
  replaceEnd(s, [
    [/ский$/, 'ская'],
    [/цкий$/, 'цкая'],
    [/(ов|ев|ёв|ин)$/, '$1а'],
  ]);

export const femininePolish = (s: string) =>
  replaceEnd(s, [
    [/ski$/, 'ska'],
    [/cki$/, 'cka'],
    [/dzki$/, 'dzka'],
  ]);

export const feminineCzech = (s: string) =>
  replaceEnd(s, [
    [/ý$/, 'á'],
    [/a$/, 'ová'],
    [/ek$/, 'ková'],
    [/$/, 'ová'],
  ]);

export const feminineLithuanian = (s: string) =>
  replaceEnd(s, [
    [/ius$/, 'ienė'],
    [/(as|is)$/, 'ienė'],
    [/us$/, 'uvienė'],
  ]);

export const feminineLatvian = (s: string) =>
  replaceEnd(s, [
    [/š$/, 'a'],
    [/is$/, 'e'],
    [/ons$/, 'one'],
    [/s$/, 'a'],
  ]);

export const feminineGreek = (s: string) =>
  replaceEnd(s, [
    [/os$/, 'ou'],
    [/is$/, 'i'],
    [/as$/, 'a'],
  ]);

/** Bulgarian and Azerbaijani in Latin letters: Ivanov → Ivanova, Aliyev → Aliyeva. */
export const feminineSlavicLatin = (s: string) => replaceEnd(s, [[/(ov|ev)$/, '$1a']]);
