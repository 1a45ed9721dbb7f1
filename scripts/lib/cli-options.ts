/** The command line of a script (`npm run bench:… -- --name value`), read the same way by each. */
const args = process.argv.slice(2);

/** The value after `--name`, or undefined when the option is not given. */
export function option(name: string): string | undefined {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args[at + 1] : undefined;
}

/** The number after `--name`, or `fallback` when the option is not given. */
export function numberOption(name: string, fallback: number): number {
  const value = option(name);
  return value === undefined ? fallback : Number(value);
}
