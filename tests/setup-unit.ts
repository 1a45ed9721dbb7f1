import { afterEach, vi } from 'vitest';

// A test that logs console.error has hidden a failure: make it fail loudly.
const originalError = console.error;
let logged: unknown[][] = [];
console.error = (...args: unknown[]) => {
  logged.push(args);
  originalError(...args);
};
afterEach(() => {
  const errors = logged;
  logged = [];
  vi.restoreAllMocks();
  if (errors.length) throw new Error(`console.error was called: ${String(errors[0]?.[0])}`);
});
