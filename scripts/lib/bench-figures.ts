import { readFileSync } from 'node:fs';

/** The machine's load averages (1, 5, 15 min), printed beside every figure: the machines are shared. */
export const loadavg = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');

/** The p-th percentile of ascending samples (nearest rank); 0 for none. */
export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
