/** The pure half of `npm run audit:deps`: what is installed, and the report's wording. */

export interface PackageJson {
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}

export interface Lockfile {
  packages?: Record<string, { version?: string; link?: boolean }>;
}

export interface DirectDependency {
  name: string;
  range: string;
  installed: string | null;
  isDev: boolean;
}

export interface Outdated {
  current?: string;
  wanted: string;
  latest: string;
}

export interface Advisory {
  title: string;
  severity: string;
  url: string;
  vulnerable_versions: string;
}

/** The package's name from a lockfile key: `node_modules/a/node_modules/@s/b` → `@s/b`. */
export function nameFromLockKey(key: string): string | null {
  const at = key.lastIndexOf('node_modules/');
  return at === -1 ? null : key.slice(at + 'node_modules/'.length);
}

/** Every installed package's versions, as the registry's bulk advisory endpoint takes them. */
export function installedVersions(lock: Lockfile): Record<string, string[]> {
  const versions: Record<string, Set<string>> = {};
  for (const [key, entry] of Object.entries(lock.packages ?? {})) {
    const name = nameFromLockKey(key);
    if (!name || !entry.version || entry.link) continue;
    (versions[name] ??= new Set()).add(entry.version);
  }
  return Object.fromEntries(
    Object.entries(versions)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([name, set]) => [name, [...set].sort()]),
  );
}

/** The direct dependencies with the version the lockfile installed for each. */
export function directDependencies(pkg: PackageJson, lock: Lockfile): DirectDependency[] {
  const top = (name: string) => lock.packages?.[`node_modules/${name}`]?.version ?? null;
  const list = (deps: Record<string, string> | undefined, isDev: boolean) =>
    Object.entries(deps ?? {}).map(([name, range]) => ({
      name,
      range,
      installed: top(name),
      isDev,
    }));
  return [...list(pkg.dependencies, false), ...list(pkg.devDependencies, true)];
}

/** Rows padded into columns, for a terminal. */
export function table(rows: string[][]): string {
  const widths = rows[0]?.map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length))) ?? [];
  return rows
    .map((r) => `  ${r.map((c, i) => c.padEnd(widths[i]!)).join('  ')}`.trimEnd())
    .join('\n');
}

const SEVERITY_ORDER = ['critical', 'high', 'moderate', 'low', 'info'];

/** The advisories found, most severe first, one line each. */
export function advisoryLines(found: Record<string, Advisory[]>): string[] {
  return Object.entries(found)
    .flatMap(([name, list]) => list.map((a) => ({ name, ...a })))
    .sort((a, b) => SEVERITY_ORDER.indexOf(a.severity) - SEVERITY_ORDER.indexOf(b.severity))
    .map(
      (a) => `  ${a.severity.padEnd(8)} ${a.name} ${a.vulnerable_versions}: ${a.title} ${a.url}`,
    );
}

/** Whether anything found should fail the command: high and critical do. */
export function isSerious(found: Record<string, Advisory[]>): boolean {
  return Object.values(found).some((list) =>
    list.some((a) => a.severity === 'high' || a.severity === 'critical'),
  );
}
