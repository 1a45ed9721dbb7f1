/** A list file refused as a whole: its message, in Russian, says why. */
export class SanctionsFormatError extends Error {
  override name = 'SanctionsFormatError';
}
