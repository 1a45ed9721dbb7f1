const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
const MAX_KEY_LENGTH = 512;

export class InvalidStorageKeyError extends Error {
  constructor(key: string) {
    super(`invalid storage key: ${JSON.stringify(key.slice(0, 100))}`);
  }
}

/**
 * Keys may come from user input one day (an uploaded file's name), so they are checked here
 * rather than trusted: no '..', no absolute paths, no backslashes, no hidden files.
 */
export function assertStorageKey(key: string): string[] {
  if (typeof key !== 'string' || key.length === 0 || key.length > MAX_KEY_LENGTH) {
    throw new InvalidStorageKeyError(String(key));
  }
  const segments = key.split('/');
  if (!segments.every((segment) => SEGMENT.test(segment))) throw new InvalidStorageKeyError(key);
  return segments;
}
