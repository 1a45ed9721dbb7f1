/** A download or a downloaded file that cannot be used; the message is for the operator. */
export class DownloadError extends Error {
  override name = 'DownloadError';
}

/** The error's own words, for a message that names the cause. */
export function reason(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
  return `${error.message}${cause}`;
}
