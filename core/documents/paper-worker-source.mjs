// The paper worker started from the sources (`make dev`, the tests): a worker thread does not
// inherit tsx's loader, so it is registered here before the TypeScript entry is loaded. The
// built server starts build/server-main/paper-worker.js directly.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.entry);
