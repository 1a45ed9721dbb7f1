import { describe, expect, it } from 'vitest';
import {
  advisoryLines,
  directDependencies,
  installedVersions,
  isSerious,
  nameFromLockKey,
} from './dependency-report';

const lock = {
  packages: {
    '': { version: '0.0.0' },
    'node_modules/pg': { version: '8.23.1' },
    'node_modules/@scope/tool': { version: '1.0.0' },
    'node_modules/vite/node_modules/@scope/tool': { version: '2.0.0' },
    'node_modules/linked': { link: true },
  },
};

describe('the dependency report', () => {
  it('names packages from lockfile keys, nested and scoped ones too', () => {
    expect(nameFromLockKey('node_modules/vite/node_modules/@scope/tool')).toBe('@scope/tool');
    expect(nameFromLockKey('')).toBeNull();
  });

  it('collects every installed version per package for the advisory endpoint', () => {
    expect(installedVersions(lock)).toEqual({
      '@scope/tool': ['1.0.0', '2.0.0'],
      pg: ['8.23.1'],
    });
  });

  it('lists the direct dependencies with the top-level installed version', () => {
    const pkg = { dependencies: { pg: '^8.0.0' }, devDependencies: { missing: '1' } };
    expect(directDependencies(pkg, lock)).toEqual([
      { name: 'pg', range: '^8.0.0', installed: '8.23.1', isDev: false },
      { name: 'missing', range: '1', installed: null, isDev: true },
    ]);
  });

  it('puts the most severe advisories first and fails only on high or critical', () => {
    const advisory = (severity: string) => ({
      title: `t-${severity}`,
      severity,
      url: 'https://example.test',
      vulnerable_versions: '<2',
    });
    const found = { a: [advisory('low')], b: [advisory('critical'), advisory('moderate')] };
    expect(advisoryLines(found).map((l) => l.trim().split(/\s+/)[0])).toEqual([
      'critical',
      'moderate',
      'low',
    ]);
    expect(isSerious(found)).toBe(true);
    expect(isSerious({ a: [advisory('moderate')] })).toBe(false);
  });
});
