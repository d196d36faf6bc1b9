import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumExecutable } from './support/chromium.ts';
import { appMarketplaceEnv, FAKE_ML, FAKE_ML_URL } from './support/fake-ml.ts';
import { appPacEnv, FAKE_PAC, FAKE_PAC_URL } from './support/fake-pac.ts';

const port = Number(process.env.E2E_PORT ?? 3210);
const root = path.resolve(import.meta.dirname, '..');
const dataDir = path.join(root, '.tmp', `e2e-data-${port}`);
const executablePath = await chromiumExecutable();

/**
 * npm test runs the specs in three parts side by side (scripts/test.mjs), each with its own server,
 * database and fake Mercado Libre on its own port, so no spec sees another part's data. E2E_PART=1
 * and 2 run the files listed below, E2E_PART=3 every other file (so a new spec is never left out);
 * unset, all of them. The lists balance the parts' run time, measured in CI (docs/contributing.md,
 * "How long the tests take"); when a spec grows a lot, move a file across.
 */
const LISTED_PARTS = [
  ['accessibility', 'part-detail', 'scanning'],
  [
    'backups',
    'dashboard',
    'offline',
    'part-labels',
    'marketplace',
    'marketplace-compat',
    'marketplace-questions',
    'part-form',
    'people',
    'stock-check',
    'vehicles',
  ],
];
const specFiles = (names: string[]) => new RegExp(`[\\\\/](${names.join('|')})\\.spec\\.ts$`);
const part = process.env.E2E_PART || undefined;
const listed = LISTED_PARTS[Number(part) - 1];
if (part !== undefined && !listed && part !== String(LISTED_PARTS.length + 1))
  throw new Error(`E2E_PART must be 1 to ${LISTED_PARTS.length + 1}, not ${part}`);
const partFiles =
  part === undefined
    ? {}
    : listed
      ? { testMatch: specFiles(listed) }
      : { testIgnore: specFiles(LISTED_PARTS.flat()) };

export default defineConfig({
  testDir: './specs',
  ...partFiles,
  fullyParallel: false,
  workers: 1,
  // One retry: the suite shares two cores with whatever else runs; a test that needed it is
  // named in npm test's summary (scripts/test.mjs) so it gets fixed, not forgotten.
  retries: 1,
  // A test takes up to ~20 s alone; the three parts share two cores (about 3x slower each), and a
  // busy host slows them as much again: in the CI of 2026-11-24 (parts of 20-22 minutes instead of 7)
  // the two-person conflict test (15 s alone) hit 60 s twice and three others passed at 55-58 s.
  // The limit catches hangs, not slowness.
  timeout: 120_000,
  // The same busy host took more than 10 s to show a saved part's new address after a reload.
  expect: { timeout: 20_000 },
  reporter: [
    ['list'],
    [
      'json',
      {
        outputFile: path.join(
          root,
          '.tmp',
          process.env.E2E_PORT ? `e2e-results-${port}.json` : 'e2e-results.json',
        ),
      },
    ],
  ],
  outputDir: path.join(root, 'test-results', String(port)),
  use: {
    baseURL: `http://localhost:${port}`,
    locale: 'es-MX',
    timezoneId: 'America/Mexico_City',
    // Recording a trace costs a fifth of the suite's CPU (measured): only the retry of a failed test
    // records one, so a failure still leaves the trace of its second attempt.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath, args: CHROMIUM_ARGS },
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], launchOptions: { executablePath, args: CHROMIUM_ARGS } },
    },
  ],
  webServer: [
    {
      // The marketplace the app talks to: a fake Mercado Libre (see support/fake-ml.ts).
      command: 'node apps/api/test/fake-ml/fake-ml-server.ts',
      cwd: root,
      url: `${FAKE_ML_URL}/_fake/health`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        FAKE_ML_PORT: String(FAKE_ML.port),
        ML_CLIENT_ID: FAKE_ML.clientId,
        ML_CLIENT_SECRET: FAKE_ML.clientSecret,
        FAKE_ML_SELLER_ID: FAKE_ML.sellerId,
        FAKE_ML_WEBHOOK_URL: `http://localhost:${port}/api/ml/notifications`,
      },
    },
    {
      // The PAC that stamps and cancels invoices: a fake speaking SW sapien's API (support/fake-pac.ts).
      command: 'node apps/api/test/fake-pac/fake-pac-server.ts',
      cwd: root,
      url: `${FAKE_PAC_URL}/_fake/requests`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        FAKE_PAC_PORT: String(FAKE_PAC.port),
        PAC_USER: FAKE_PAC.user,
        PAC_PASSWORD: FAKE_PAC.password,
      },
    },
    {
      // A fresh embedded database per run, seeded with the demo company, users and parts.
      command: `rm -rf "${dataDir}" && node apps/api/src/server.ts`,
      cwd: root,
      url: `http://localhost:${port}/api/openapi.json`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(port),
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        NODE_ENV: 'production',
        // One process, as in the other tests; the cluster has tests of its own (cluster.test.ts).
        WEB_CONCURRENCY: '1',
        ...appMarketplaceEnv(port),
        ...appPacEnv(),
        ...(process.env.E2E_DATABASE_URL ? { DATABASE_URL: process.env.E2E_DATABASE_URL } : {}),
      },
    },
  ],
});
