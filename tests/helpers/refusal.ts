/**
 * How a domain call refused: its status and Russian message, or null when it did not refuse
 * (which every `toEqual` / `toMatchObject` against a refusal then fails).
 */
export const refusal = (work: Promise<unknown>) =>
  work.then(
    () => null,
    (e: { statusCode?: number; message: string }) => ({ status: e.statusCode, message: e.message }),
  );
