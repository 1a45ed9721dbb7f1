import { Worker } from 'node:worker_threads';
import type { PaperData } from './paper-data';
import type { PaperWorkerAnswer } from './paper-worker';

/** Renders invoices, acts and sanctions certificates to PDF bytes. */
export interface PaperRenderer {
  render(data: PaperData): Promise<Buffer>;
  /** Papers still waiting for their turn (the one being rendered not counted). */
  readonly waiting: number;
  /** Stops the worker; papers still waiting are refused. */
  close(): Promise<void>;
}

export interface PaperRendererOptions {
  /**
   * How long the worker is kept after its last paper. It holds the PDF renderer (some 50 MB of
   * memory), which an idle server need not keep; starting it again takes about a second.
   */
  idleMs?: number;
  /** A paper not rendered by then ends the worker (a stuck render must not stop every other). */
  timeoutMs?: number;
  /**
   * Papers that may wait for their turn; more are refused at once with PaperQueueFullError.
   * Each waiting download holds one of the site's render turns (MAX_CONCURRENT_RENDERS), and
   * eight papers are about four seconds of work: a longer queue would hold pages up instead.
   */
  maxWaiting?: number;
}

/** Too many papers are waiting to be rendered: the caller should ask again in a few seconds. */
export class PaperQueueFullError extends Error {
  constructor() {
    super('too many papers waiting to be rendered');
    this.name = 'PaperQueueFullError';
  }
}

interface Job {
  data: PaperData;
  resolve(pdf: Buffer): void;
  reject(error: Error): void;
}

/**
 * The worker's script: in the built server, the bundle esbuild writes beside this code
 * (scripts/build-server.mjs); from the sources, a bootstrap that registers tsx first.
 */
function workerScript(): { file: URL; workerData?: { entry: string } } {
  if (!import.meta.url.endsWith('.ts')) {
    return { file: new URL('./paper-worker.js', import.meta.url) };
  }
  return {
    file: new URL('./paper-worker-source.mjs', import.meta.url),
    workerData: { entry: new URL('./paper-worker.ts', import.meta.url).href },
  };
}

/**
 * Renders papers in one worker thread, one after another, in the order asked: the server has
 * two cores, and a second renderer would take the other from requests rather than finish
 * sooner. The worker starts with the first paper and stops when idle; one that fails or hangs
 * is replaced for the next paper.
 */
export function createPaperRenderer(options: PaperRendererOptions = {}): PaperRenderer {
  const idleMs = options.idleMs ?? 60_000;
  const timeoutMs = options.timeoutMs ?? 30_000;
  const maxWaiting = options.maxWaiting ?? 8;
  const queue: Job[] = [];
  let worker: Worker | null = null;
  let running: { worker: Worker; job: Job; timer: NodeJS.Timeout } | null = null;
  let idleTimer: NodeJS.Timeout | undefined;
  let isClosed = false;

  /** Ends a worker; the paper it was rendering, if any, fails with `error`. */
  const retire = (retired: Worker, error: Error) => {
    if (worker === retired) worker = null;
    if (running?.worker === retired) {
      const { job, timer } = running;
      clearTimeout(timer);
      running = null;
      job.reject(error);
    }
    void retired.terminate();
    next();
  };

  const start = (): Worker => {
    const script = workerScript();
    const started = new Worker(script.file, { workerData: script.workerData });
    // A worker waiting for papers does not keep the process alive.
    started.unref();
    started.on('message', (answer: PaperWorkerAnswer) => {
      if (running?.worker !== started) return;
      const { job, timer } = running;
      clearTimeout(timer);
      running = null;
      if (answer.ok) {
        job.resolve(Buffer.from(answer.pdf.buffer, answer.pdf.byteOffset, answer.pdf.byteLength));
      } else {
        job.reject(new Error(`paper not rendered: ${answer.message}`));
      }
      next();
    });
    started.on('error', (error) => retire(started, error));
    started.on('exit', (code) => retire(started, new Error(`paper worker exited (${code})`)));
    return started;
  };

  function next() {
    if (running || isClosed) return;
    const job = queue.shift();
    clearTimeout(idleTimer);
    if (!job) {
      const idle = worker;
      if (idle) {
        idleTimer = setTimeout(() => {
          if (worker === idle && !running) retire(idle, new Error('paper worker idle'));
        }, idleMs);
        idleTimer.unref();
      }
      return;
    }
    worker ??= start();
    const current = worker;
    const timer = setTimeout(
      () => retire(current, new Error(`paper not rendered within ${timeoutMs} ms`)),
      timeoutMs,
    );
    timer.unref();
    running = { worker: current, job, timer };
    current.postMessage(job.data);
  }

  return {
    render(data) {
      if (isClosed) return Promise.reject(new Error('paper renderer closed'));
      if (queue.length >= maxWaiting) return Promise.reject(new PaperQueueFullError());
      return new Promise<Buffer>((resolve, reject) => {
        queue.push({ data, resolve, reject });
        next();
      });
    },
    get waiting() {
      return queue.length;
    },
    async close() {
      isClosed = true;
      clearTimeout(idleTimer);
      for (const job of queue.splice(0)) job.reject(new Error('paper renderer closed'));
      const last = worker;
      worker = null;
      if (running) {
        clearTimeout(running.timer);
        running.job.reject(new Error('paper renderer closed'));
        running = null;
      }
      await last?.terminate();
    },
  };
}

let shared: PaperRenderer | undefined;

/** The process's one renderer of papers, started with the first paper asked for. */
export function paperRenderer(): PaperRenderer {
  shared ??= createPaperRenderer();
  return shared;
}
