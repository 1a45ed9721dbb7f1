import { z } from 'zod';
import { DB_ID_MAX } from './ids';
import { COUNTRY_CODE_TYPE } from './constants';
import { singleLineText } from './text';

/**
 * Spec section 7: POST /Dictionary/GetSampleReport with requestId and countryId. The client
 * sends the two-letter code first (any case), the numeric id otherwise.
 */
export const GetSampleReportRequest = z
  .object({
    requestId: singleLineText().max(100).optional(),
    codeType: z.literal(COUNTRY_CODE_TYPE).optional(),
    countryId: z.union(
      [
        z.number().int().positive().max(DB_ID_MAX),
        singleLineText()
          .trim()
          .regex(/^(?:[a-z]{2}|\d{1,9})$/i),
      ],
      { error: 'Укажите страну: двухбуквенный код или идентификатор' },
    ),
  })
  .strict();
export type GetSampleReportRequest = z.infer<typeof GetSampleReportRequest>;

/** A sample report ready to download. */
export interface SampleReportFile {
  body: Uint8Array;
  contentType: string;
  /** What the browser saves it as, in Russian: «Образец отчёта — Германия.pdf». */
  fileName: string;
  /** The same name in ASCII for clients that ignore `filename*`. */
  asciiFileName: string;
}
