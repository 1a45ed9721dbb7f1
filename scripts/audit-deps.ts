import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import {
  advisoryLines,
  directDependencies,
  installedVersions,
  isSerious,
  table,
  type Advisory,
  type Lockfile,
  type Outdated,
  type PackageJson,
} from './audit/dependency-report';

/**
 * `npm run audit:deps`: a dependency report that works where `npm audit` cannot reach its
 * service. It prints the direct dependencies with their installed versions, `npm outdated`,
 * and the known advisories for every installed version from the registry's bulk advisory
 * endpoint. When that endpoint does not answer, it says so and still exits 0; it exits 1 only
 * when the endpoint reports a high or critical advisory.
 */

const ADVISORIES_URL = 'https://registry.npmjs.org/-/npm/v1/security/advisories/bulk';
const TIMEOUT_MS = 60_000;
const run = promisify(execFile);

const readJson = <T>(file: string): T => JSON.parse(readFileSync(file, 'utf8')) as T;

async function outdated(): Promise<Record<string, Outdated> | string> {
  try {
    const { stdout } = await run('npm', ['outdated', '--json'], { timeout: TIMEOUT_MS });
    return JSON.parse(stdout || '{}') as Record<string, Outdated>;
  } catch (error) {
    // npm outdated exits 1 whenever something is behind: the JSON is still on stdout.
    const { stdout, stderr, message } = error as {
      stdout?: string;
      stderr?: string;
      message: string;
    };
    try {
      return JSON.parse(stdout || '') as Record<string, Outdated>;
    } catch {
      return (stderr || message).split('\n')[0] ?? message;
    }
  }
}

async function advisories(
  versions: Record<string, string[]>,
): Promise<Record<string, Advisory[]> | string> {
  try {
    const res = await fetch(ADVISORIES_URL, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(versions),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!res.ok) return `HTTP ${res.status} ${res.statusText}`.trim();
    return (await res.json()) as Record<string, Advisory[]>;
  } catch (error) {
    return (error as Error).message;
  }
}

const pkg = readJson<PackageJson>('package.json');
const lock = readJson<Lockfile>('package-lock.json');

const direct = directDependencies(pkg, lock);
console.log(`Direct dependencies: ${direct.length}`);
console.log(
  table([
    ['package', 'range', 'installed', ''],
    ...direct.map((d) => [d.name, d.range, d.installed ?? 'not installed', d.isDev ? 'dev' : '']),
  ]),
);

const behind = await outdated();
if (typeof behind === 'string') {
  console.log(`\nnpm outdated did not answer: ${behind}`);
} else {
  const rows = Object.entries(behind).sort(([a], [b]) => a.localeCompare(b));
  console.log(`\nnpm outdated: ${rows.length} behind the latest release`);
  if (rows.length) {
    console.log(
      table([
        ['package', 'current', 'wanted', 'latest'],
        ...rows.map(([name, o]) => [name, o.current ?? '-', o.wanted, o.latest]),
      ]),
    );
  }
}

const versions = installedVersions(lock);
const count = Object.values(versions).reduce((n, v) => n + v.length, 0);
const found = await advisories(versions);
if (typeof found === 'string') {
  console.log(
    `\nKnown advisories: not checked — the registry's advisory endpoint did not answer (${found}).`,
  );
  process.exit(0);
}
const lines = advisoryLines(found);
console.log(
  `\nKnown advisories for ${count} installed versions of ${Object.keys(versions).length} packages: ${lines.length}`,
);
if (lines.length) console.log(lines.join('\n'));
process.exit(isSerious(found) ? 1 : 0);
