import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import path from 'node:path';

/** The lock's file in DATA_DIR: present while a process has the embedded database open. */
export const LOCK_FILE_NAME = 'inocheck.lock';

/** Who holds the embedded database, as written in the lock file. */
export interface LockHolder {
  pid: number;
  /** `server`, or the command (`staff:create`, `db:seed` …). */
  holder: string;
}

/** Another living process has the embedded database open: this one must not write to it. */
export class DatabaseBusyError extends Error {
  constructor(
    readonly dataDir: string,
    readonly current: LockHolder | null,
  ) {
    super(busyMessage(dataDir, current));
    this.name = 'DatabaseBusyError';
  }
}

function busyMessage(dataDir: string, current: LockHolder | null): string {
  const file = path.join(dataDir, LOCK_FILE_NAME);
  const advice =
    `Если такого процесса нет (его остановили с kill -9 или перезагрузили машину, а номер занял ` +
    `другой процесс), удалите файл ${file}.`;
  if (!current) {
    return `База данных в ${dataDir} занята другим процессом (файл ${file}). Повторите через несколько секунд. ${advice}`;
  }
  if (current.holder === 'server') {
    return (
      `База данных занята запущенным сервером (pid ${current.pid}). Остановите сервер и ` +
      `повторите: встроенную базу (${dataDir}) одновременно может открыть только один процесс. ` +
      advice
    );
  }
  return (
    `База данных занята командой ${current.holder} (pid ${current.pid}). Дождитесь её окончания ` +
    `и повторите: встроенную базу (${dataDir}) может открыть только один процесс. ${advice}`
  );
}

/** The holder written in a lock file, or null when it cannot be read (half-written, foreign). */
function readHolder(file: string): LockHolder | null {
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<LockHolder>;
    if (typeof parsed.pid !== 'number' || !Number.isInteger(parsed.pid) || parsed.pid <= 0) {
      return null;
    }
    return { pid: parsed.pid, holder: typeof parsed.holder === 'string' ? parsed.holder : '' };
  } catch {
    return null;
  }
}

/** Whether a process with this id exists (EPERM: it does, under another user). */
function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Creates the lock file only if there is none (O_EXCL): true when this process made it. */
function createExclusively(file: string, content: string): boolean {
  let fd: number;
  try {
    fd = openSync(file, 'wx', 0o644);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  try {
    writeSync(fd, content);
  } finally {
    closeSync(fd);
  }
  return true;
}

export interface DataDirLock {
  /** Writes this process's holder again (a restore's tarball may have brought another file). */
  rewrite(): void;
  /** Removes the lock file if it is still this process's; safe to call more than once. */
  release(): void;
}

const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

/**
 * Takes the embedded database's directory for this process, or throws DatabaseBusyError while
 * another living process has it. PGlite keeps no lock of its own: a second process opening the
 * same files (a command run beside the server) writes over the first one's pages unseen, and
 * what one of them wrote is lost or the files are corrupted.
 *
 * The lock is a file created with O_EXCL holding the pid; a file whose pid is no longer running
 * (a process killed with SIGKILL, a reboot) is taken over. It is removed on `release`, when the
 * process exits, and on a signal nobody else handles (the server's own shutdown closes the
 * database, which releases it).
 */
export function lockDataDir(dataDir: string, holder: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, LOCK_FILE_NAME);
  const content = `${JSON.stringify({ pid: process.pid, holder } satisfies LockHolder)}\n`;
  // A stale lock is removed and creation tried again; another process taking it over at the
  // same moment wins the O_EXCL race, and this one then finds it alive.
  for (let attempt = 0; ; attempt += 1) {
    if (createExclusively(file, content)) break;
    const current = readHolder(file);
    const vanished = current === null && !existsSync(file);
    const isStale = current !== null && current.pid !== process.pid && !isAlive(current.pid);
    if (attempt >= 3 || (!vanished && !isStale)) {
      // The same pid too: one process opening the files twice is two writers all the same.
      throw new DatabaseBusyError(dataDir, current);
    }
    // Removed only while it still names the dead process, not one that took it over meanwhile.
    if (isStale && readHolder(file)?.pid === current.pid) unlinkQuietly(file);
  }

  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    process.removeListener('exit', release);
    for (const signal of SIGNALS) process.removeListener(signal, onSignal);
    // Gone already when DATA_DIR was removed or moved aside: nothing left to release then.
    if (readHolder(file)?.pid === process.pid) unlinkQuietly(file);
  };
  function onSignal(signal: NodeJS.Signals) {
    // Someone else (the server's shutdown) handles it and closes the database itself.
    if (process.listenerCount(signal) > 1) return;
    release();
    // As if this listener had never been there: the signal's default action ends the process.
    process.kill(process.pid, signal);
  }
  process.on('exit', release);
  for (const signal of SIGNALS) process.on(signal, onSignal);
  return {
    rewrite: () => {
      if (!released) writeFileContent(file, content);
    },
    release,
  };
}

function unlinkQuietly(file: string): void {
  try {
    unlinkSync(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}

function writeFileContent(file: string, content: string): void {
  const fd = openSync(file, 'w', 0o644);
  try {
    writeSync(fd, content);
  } finally {
    closeSync(fd);
  }
}
