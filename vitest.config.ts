import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

/**
 * API test files that replace a module (vi.mock) or spy on one: in the shared-module `api` project
 * the change would leak into the next file of the same worker, so they run in `api-isolated`.
 * Found by reading the files, so a new one is never forgotten.
 */
const API_ISOLATED = readdirSync(path.join(import.meta.dirname, 'apps/api/src'), {
  recursive: true,
  encoding: 'utf8',
})
  .filter((file) => file.endsWith('.test.ts'))
  .map((file) => path.posix.join('apps/api/src', file.split(path.sep).join('/')))
  .filter((file) =>
    /\bvi\.(mock|doMock|spyOn|stubEnv|stubGlobal)\(/.test(
      readFileSync(path.join(import.meta.dirname, file), 'utf8'),
    ),
  );

/** What both API projects share: a real PostgreSQL per file, set up once per run. */
const API_PROJECT = {
  environment: 'node',
  globalSetup: ['apps/api/test/global-setup.ts'],
  setupFiles: ['apps/api/test/setup.ts'],
  testTimeout: 30_000,
  hookTimeout: 120_000,
} as const;

export default defineConfig({
  test: {
    // Each API test file gets its own database cloned from a migrated template, so files run in parallel.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'domain',
          include: ['packages/domain/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        // The test tooling's own logic: how the e2e specs are split into parts (e2e/support/parts.ts).
        test: { name: 'tooling', include: ['e2e/support/**/*.test.ts'], environment: 'node' },
      },
      {
        // The web's own logic and building blocks, in a simulated browser (jsdom) with Testing Library.
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['apps/web/src/test/setup.ts'],
          // Rendering Mantine in jsdom takes seconds on a busy two-core machine; no test measures time.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          ...API_PROJECT,
          name: 'api',
          include: ['apps/api/src/**/*.test.ts'],
          exclude: API_ISOLATED,
          // Each file has its own database and app (createTestContext), so files sharing a worker
          // share only the loaded modules: loading them once per worker instead of once per file
          // saves about a minute (docs/contributing.md, "How long the tests take").
          isolate: false,
        },
      },
      {
        // Files that replace a module (vi.mock) or spy on one need their own module graph.
        test: { ...API_PROJECT, name: 'api-isolated', include: API_ISOLATED },
      },
    ],
  },
});
