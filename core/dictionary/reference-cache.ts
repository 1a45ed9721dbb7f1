/**
 * The reference data (countries, groups, tariffs, country texts) kept in memory: every page
 * reads it, and it changes only when staff edit it. `invalidate` drops everything at once; it is
 * called after a staff change commits here, and on a database NOTIFY from any instance.
 */
export interface ReferenceCache {
  /** The value `load` gave, kept until the next invalidation or `maxAgeMs`. */
  get<T>(key: string, load: () => Promise<T>): Promise<T>;
  /** `reason`: what changed (a table's name from the NOTIFY), for listeners and logs. */
  invalidate(reason?: string): void;
  /** `listener` runs after each invalidation (the page cache drops its pages); returns an unsubscribe. */
  subscribe(listener: (reason: string) => void): () => void;
}

export interface ReferenceCacheOptions {
  /**
   * A last resort should a change go unheard (a notice lost while the listening connection was
   * down and not yet back): nothing is served older than this.
   */
  maxAgeMs?: number;
  now?: () => number;
}

/** Cached values are shared by every request: freezing them makes a caller's mutation fail loudly. */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

export function createReferenceCache({
  maxAgeMs = 5 * 60_000,
  now = Date.now,
}: ReferenceCacheOptions = {}): ReferenceCache {
  // The promise is stored at once, so concurrent readers share one query. An entry made before
  // an invalidation is gone with the map it was in: a read started after it queries afresh.
  let entries = new Map<string, { value: Promise<unknown>; at: number }>();
  const listeners = new Set<(reason: string) => void>();
  return {
    get<T>(key: string, load: () => Promise<T>): Promise<T> {
      const known = entries.get(key);
      if (known && now() - known.at < maxAgeMs) return known.value as Promise<T>;
      const own = entries;
      const value = load().then(deepFreeze);
      own.set(key, { value, at: now() });
      // A failed read is not remembered: the next one tries the database again.
      value.catch(() => {
        if (own.get(key)?.value === value) own.delete(key);
      });
      return value;
    },
    invalidate(reason = 'local') {
      entries = new Map();
      for (const listener of listeners) listener(reason);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const perDatabase = new WeakMap<object, ReferenceCache>();

/**
 * One cache per database connection in this process: every services object made over the same
 * database (the server's, a command's, a test's) reads and drops the same copies.
 */
export function referenceCacheFor(db: object): ReferenceCache {
  let cache = perDatabase.get(db);
  if (!cache) perDatabase.set(db, (cache = createReferenceCache()));
  return cache;
}
