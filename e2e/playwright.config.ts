import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumExecutable } from './support/chromium.ts';
import { appMarketplaceEnv, FAKE_ML, FAKE_ML_URL } from './support/fake-ml.ts';
import { appPacEnv, FAKE_PAC, FAKE_PAC_URL } from './support/fake-pac.ts';
import { specParts } from './support/parts.ts';

const port = Number(process.env.E2E_PORT ?? 3210);
const root = path.resolve(import.meta.dirname, '..');
const dataDir = path.join(root, '.tmp', `e2e-data-${port}`);
const executablePath = await chromiumExecutable();

/**
 * npm test runs the specs in parts side by side (scripts/test.mjs sets E2E_PART and E2E_PARTS), each
 * with its own server, database and fake Mercado Libre on its own port, so no spec sees another
 * part's data. The files are dealt out by their run time in the last measured run
 * (e2e/durations.json, support/parts.ts): a new file is estimated from its number of tests and goes to
 * the part with the least work. With E2E_PART unset, every file runs.
 */
const part = process.env.E2E_PART || undefined;
const partCount = Number(process.env.E2E_PARTS ?? 3);
if (part !== undefined && !(Number.isInteger(Number(part)) && Number(part) >= 1 && Number(part) <= partCount))
  throw new Error(`E2E_PART must be 1 to ${partCount}, not ${part}`);
const partFiles =
  part === undefined
    ? {}
    : { testMatch: specParts(partCount)[Number(part) - 1]?.files.map((file) => `**/${file}`) };

export default defineConfig({
  testDir: './specs',
  ...partFiles,
  fullyParallel: false,
  workers: 1,
  // No retry, in CI too: a test that fails once fails the suite, and a flaky test is fixed.
  retries: 0,
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
    // Recording a trace costs a fifth of the suite's CPU (measured), so none is kept: to see a
    // failure step by step, run its spec again with `--trace on`.
    trace: 'off',
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
        // Not the documented 500 ms: on a loaded two-core machine the app sometimes answers later.
        FAKE_ML_NOTIFICATION_TIMEOUT_MS: '5000',
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
