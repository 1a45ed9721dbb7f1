/** A German compound longer than any phone is wide: it must wrap, not widen the page. */
export const LONG_WORD =
  'Donaudampfschifffahrtselektrizitätenhauptbetriebswerkbauunterbeamtengesellschaft';

/** A 300-character company name of long words, for the layout tests (added by fixtures.ts). */
export const LONG_COMPANY_NAME =
  `${LONG_WORD} Verwaltungs ${LONG_WORD}${LONG_WORD} Holding ${LONG_WORD}`.slice(0, 300);

export const LONG_COMPANY_REG_CODE = 'HRB 770099';
