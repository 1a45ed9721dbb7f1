import { z } from 'zod';
import { dbId } from './ids';
import { singleLineText } from './text';

/** A country is named by its two-letter code (codeType 'alpha2') or by its numeric id. */
const COUNTRY_REF_MESSAGE = 'Укажите страну: двухбуквенный код или идентификатор';
export const CountryRefSchema = z.union(
  [
    dbId(COUNTRY_REF_MESSAGE),
    singleLineText()
      .trim()
      .regex(/^(?:[A-Za-z]{2}|\d{1,9})$/, { error: COUNTRY_REF_MESSAGE }),
  ],
  { error: COUNTRY_REF_MESSAGE },
);
