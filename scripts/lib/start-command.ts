import { readFileSync } from 'node:fs';

/**
 * The production server's command line as `npm start` runs it (package.json), so that the
 * benchmarks and the browser tests start exactly what production starts, runtime flags included.
 */
export function startCommand(): { command: string; args: string[] } {
  const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as {
    scripts: Record<string, string>;
  };
  const [command, ...args] = (scripts.start ?? '').trim().split(/\s+/);
  if (!command || !args.length) throw new Error('package.json has no "start" script');
  return { command, args };
}
