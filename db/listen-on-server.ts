import pg from 'pg';

/** How long to wait before listening again after the connection broke; doubles up to the cap. */
const RETRY_MS = { first: 500, max: 30_000 };

/**
 * LISTEN on a connection of its own (a pooled one would go back to the pool and stop hearing).
 * When that connection breaks (server restart, an admin ending it), it reconnects with backoff
 * and calls `onNotify('reconnected')` once it is back: whatever changed meanwhile went unheard.
 */
export async function listenOnServer(
  url: string,
  channel: string,
  onNotify: (payload: string) => void,
): Promise<() => Promise<void>> {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`bad channel name ${channel}`);
  let client: pg.Client | null = null;
  let stopped = false;
  let retryMs = RETRY_MS.first;
  let retryTimer: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === channel) onNotify(message.payload ?? '');
    });
    next.on('error', () => reconnect(next));
    next.on('end', () => reconnect(next));
    try {
      await next.connect();
      await next.query(`LISTEN ${channel}`);
    } catch (error) {
      await next.end().catch(() => undefined);
      throw error;
    }
    client = next;
    retryMs = RETRY_MS.first;
  };

  const reconnect = (broken: pg.Client) => {
    if (stopped || client !== broken) return;
    client = null;
    broken.end().catch(() => undefined);
    const attempt = () => {
      retryTimer = undefined;
      if (stopped) return;
      connect().then(
        () => (stopped ? client?.end().catch(() => undefined) : onNotify('reconnected')),
        () => {
          retryMs = Math.min(retryMs * 2, RETRY_MS.max);
          retryTimer = setTimeout(attempt, retryMs);
          retryTimer.unref();
        },
      );
    };
    retryTimer = setTimeout(attempt, retryMs);
    retryTimer.unref();
  };

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retryTimer);
    const last = client;
    client = null;
    await last?.end().catch(() => undefined);
  };
}
