import cliProgress from 'cli-progress';

export interface ImportProgress {
  update(state: { bytes: number; rows: number; skipped: number }): void;
  stop(): void;
}

const PLAIN_EVERY_MS = 5000;

/**
 * A progress bar with rows per second on stderr (stdout stays for the summary). When stderr is
 * not a terminal (CI, a log file) it prints a plain line every few seconds instead.
 */
export function createProgress(totalBytes: number | null, stream = process.stderr): ImportProgress {
  const started = performance.now();
  const rate = (rows: number) =>
    Math.round(rows / Math.max((performance.now() - started) / 1000, 0.001));
  if (stream.isTTY && totalBytes) {
    const bar = new cliProgress.SingleBar(
      {
        stream,
        format:
          '{bar} {percentage}% | {rows} строк | {speed} строк/с | пропущено {skipped} | осталось {eta_formatted}',
        hideCursor: true,
        fps: 5,
      },
      cliProgress.Presets.shades_classic,
    );
    bar.start(totalBytes, 0, { rows: 0, speed: 0, skipped: 0 });
    return {
      update: ({ bytes, rows, skipped }) => bar.update(bytes, { rows, speed: rate(rows), skipped }),
      stop: () => bar.stop(),
    };
  }
  let last = 0;
  const line = (rows: number, skipped: number, bytes: number) => {
    const share = totalBytes ? ` (${Math.min(100, Math.round((bytes / totalBytes) * 100))}%)` : '';
    stream.write(`Импорт: ${rows} строк${share}, ${rate(rows)} строк/с, пропущено ${skipped}\n`);
  };
  let latest = { bytes: 0, rows: 0, skipped: 0 };
  return {
    update: (state) => {
      latest = state;
      const now = performance.now();
      if (now - last >= PLAIN_EVERY_MS) {
        last = now;
        line(state.rows, state.skipped, state.bytes);
      }
    },
    stop: () => line(latest.rows, latest.skipped, latest.bytes),
  };
}
