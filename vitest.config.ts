import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['**/*.test.{ts,tsx}'],
    exclude: ['node_modules/**', 'build/**', 'tests/e2e/**'],
    setupFiles: ['tests/setup-unit.ts'],
    globalSetup: ['tests/postgres-check.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // Each file opens its own embedded database; two workers fit the 2-core machines.
    maxWorkers: 2,
  },
});
