/** Gives a turn back; safe to call more than once. */
type ReleaseTurn = () => void;

export interface RenderGate {
  /** A turn to render, or null when none came free in time (the caller answers 503). */
  enter(): Promise<ReleaseTurn | null>;
}

export interface RenderGateOptions {
  /** Renders at once. */
  max: number;
  /** How long a request waits in line for a turn; 0 refuses at once when all are taken. */
  queueTimeoutMs: number;
  /** How many may wait in line; beyond it a request is refused at once. */
  maxQueue?: number;
}

/**
 * A cap on concurrent page renders (a counting semaphore with a short, bounded line), so a
 * burst or a few slow pages cannot take all the memory and CPU: the rest get a quick 503.
 */
export function createRenderGate({
  max,
  queueTimeoutMs,
  maxQueue = max * 4,
}: RenderGateOptions): RenderGate {
  let active = 0;
  const line: ((turn: ReleaseTurn) => void)[] = [];

  const turn = (): ReleaseTurn => {
    let isReleased = false;
    return () => {
      if (isReleased) return;
      isReleased = true;
      const next = line.shift();
      // The turn passes straight to the next in line: `active` stays as it is.
      if (next) next(turn());
      else active -= 1;
    };
  };

  return {
    enter() {
      if (active < max) {
        active += 1;
        return Promise.resolve(turn());
      }
      if (queueTimeoutMs === 0 || line.length >= maxQueue) return Promise.resolve(null);
      return new Promise((resolve) => {
        const waiter = (release: ReleaseTurn) => {
          clearTimeout(timer);
          resolve(release);
        };
        const timer = setTimeout(() => {
          line.splice(line.indexOf(waiter), 1);
          resolve(null);
        }, queueTimeoutMs);
        line.push(waiter);
      });
    },
  };
}
