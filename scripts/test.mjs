#!/usr/bin/env node
// Everything a change must pass: lint, import boundaries, types, unit and API tests (Vitest, real PostgreSQL),
// then the web build and the end-to-end tests (Playwright driving Chromium).
// Ends with one plain line "N passed, N failed" and a non-zero exit on any failure.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { nodeVersionLine } from './node-version.mjs';

const root = path.resolve(import.meta.dirname, '..');
const tmp = path.join(root, '.tmp');
mkdirSync(tmp, { recursive: true });
const skipE2e = process.env.SKIP_E2E === '1';
const extraVitestArgs = process.argv.slice(2);

let passed = 0;
let failed = 0;
const failures = [];

// The runner and every tool it starts (npx, vitest workers, the e2e servers) find `node` through
// PATH, where npm put the project's own Node first; both are printed so the CI log shows them.
console.log(nodeVersionLine());
const childNode = spawnSync('node', ['-p', 'process.version'], { cwd: root, encoding: 'utf8' });
console.log(`Node de los procesos hijos: ${childNode.stdout?.trim() || 'no encontrado'}`);

function run(label, command, args, env = {}) {
  console.log(`\n▶ ${label}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  // A process ended by a signal (the kernel's OOM killer, a stray kill) has no exit code: say which.
  const why = result.signal ? `señal ${result.signal}` : `código ${result.status}`;
  console.log(`  ${label}: ${result.status === 0 ? 'ok' : `falló (${why})`} en ${seconds} s`);
  return result.status === 0;
}

// Lint, the import boundaries and the type check of each TypeScript project (package.json's
// typecheck: one tsc per project, each on one core) do not depend on each other: two at a time.
const typecheck = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).scripts.typecheck;
// The longest (tsc of the API and of the web) start first.
const staticResults = await runTwoAtATime([
  ...typecheck
    .split('&&')
    // Incremental, with its record in .tmp: a clean clone has none and checks everything (the same
    // CPU as without it, measured), a second run on the same tree checks only what changed (the
    // web's tsc: 15 CPU-seconds the first time, 4 when nothing changed).
    .map((part) => part.trim())
    .map((part) => ({
      label: 'tipos (tsc)',
      command: `npx ${part} --incremental --tsBuildInfoFile ${path.join(tmp, 'tsc', `${part.split(' ')[2]?.replaceAll('/', '-')}.tsbuildinfo`)}`,
    }))
    .sort((a, b) => Number(/apps\/(api|web) /.test(b.command)) - Number(/apps\/(api|web) /.test(a.command))),
  { label: 'lint (biome)', command: 'npx biome check .' },
  // Import boundaries (.dependency-cruiser.cjs, docs/decisions/008-module-boundaries.md).
  { label: 'imports (dependency-cruiser)', command: 'npm run --silent check:imports' },
]);
for (const label of new Set(staticResults.map((result) => result.label))) {
  // The four tsc runs count as one step, as when they ran one after another.
  if (staticResults.every((result) => result.label !== label || result.ok)) passed += 1;
  else {
    failed += 1;
    failures.push(label);
  }
}

const vitestJson = path.join(tmp, 'vitest-results.json');
rmSync(vitestJson, { force: true });
const vitestOk = run('unit + API (vitest)', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestJson}`,
  ...extraVitestArgs,
]);
if (existsSync(vitestJson)) {
  const report = JSON.parse(readFileSync(vitestJson, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  const broken = !vitestOk || report.success === false || report.numTotalTests === 0;
  if (report.numFailedTests > 0 || broken) failures.push('vitest');
  if (broken && report.numFailedTests === 0) failed += 1;
} else {
  failed += 1;
  failures.push('vitest (sin reporte)');
}

// The end-to-end specs run in three parts side by side (E2E_PART in e2e/playwright.config.ts), each
// with its own server, database and fake Mercado Libre on its own port: one Chromium and one server
// use about three quarters of a core while pages load and tests wait, so three parts keep both cores
// busy (docs/contributing.md, "How long the tests take"). The spec files are dealt out by their
// measured time (e2e/durations.json, e2e/support/parts.ts) so that the parts end together.
const E2E_PARTS = [
  { part: '1', port: 3210 },
  { part: '2', port: 3220 },
  { part: '3', port: 3230 },
];

if (!skipE2e) {
  if (run('build web', 'npm', ['run', '--silent', 'build'])) {
    const { DURATIONS_FILE, specParts } = await import('../e2e/support/parts.ts');
    const measured = JSON.parse(readFileSync(DURATIONS_FILE, 'utf8')).seconds;
    specParts(E2E_PARTS.length).forEach(({ files, seconds }, index) => {
      console.log(
        `  e2e ${index + 1}/${E2E_PARTS.length}: ${files.join(', ')} (${Math.round(seconds)} s medidos)`,
      );
      const unmeasured = files.filter((file) => measured[file] === undefined);
      if (unmeasured.length > 0)
        console.log(
          `    sin tiempo medido (estimado por su número de pruebas): ${unmeasured.join(', ')}; al terminar, node scripts/e2e-durations.mjs`,
        );
    });
    const results = await Promise.all(
      E2E_PARTS.map(({ part, port }) => {
        const json = path.join(tmp, `e2e-results-${port}.json`);
        rmSync(json, { force: true });
        return runPrefixed(
          `end-to-end ${part}/${E2E_PARTS.length} (playwright + chromium)`,
          `[e2e ${part}] `,
          'npx',
          ['playwright', 'test', '-c', 'e2e/playwright.config.ts'],
          { E2E_PART: part, E2E_PARTS: String(E2E_PARTS.length), E2E_PORT: String(port) },
        ).then((ok) => ({ part, ok, json }));
      }),
    );
    for (const { part, ok, json } of results) {
      const label = `e2e ${part}/${E2E_PARTS.length}`;
      if (existsSync(json)) {
        const report = JSON.parse(readFileSync(json, 'utf8'));
        const { stats } = report;
        passed += stats.expected;
        failed += stats.unexpected;
        if (stats.unexpected > 0 || !ok) failures.push(label);
        if (!ok && stats.unexpected === 0) failed += 1;
        if (stats.expected + stats.unexpected === 0) {
          failed += 1;
          failures.push(`${label} (sin pruebas)`);
        }
      } else {
        failed += 1;
        failures.push(`${label} (sin reporte)`);
      }
    }
  } else {
    failed += 1;
    failures.push('build web');
  }
}

/** Runs shell commands two at a time; each one's output is printed whole when it ends. */
async function runTwoAtATime(tasks) {
  const results = [];
  let next = 0;
  async function worker() {
    while (next < tasks.length) {
      const task = tasks[next];
      next += 1;
      const started = Date.now();
      const output = [];
      const status = await new Promise((resolve) => {
        const child = spawn(task.command, { cwd: root, shell: true, stdio: ['ignore', 'pipe', 'pipe'] });
        child.stdout.on('data', (chunk) => output.push(chunk));
        child.stderr.on('data', (chunk) => output.push(chunk));
        child.on('error', (error) => {
          output.push(Buffer.from(`${error.message}\n`));
          resolve(-1);
        });
        child.on('close', (code) => resolve(code));
      });
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(`\n▶ ${task.label}: ${task.command}`);
      process.stdout.write(Buffer.concat(output));
      console.log(`  ${task.label}: ${status === 0 ? 'ok' : `falló (código ${status})`} en ${seconds} s`);
      results.push({ label: task.label, ok: status === 0 });
    }
  }
  await Promise.all([worker(), worker()]);
  return results;
}

/** Like run, but without blocking, each output line prefixed so that two runs side by side stay readable. */
function runPrefixed(label, prefix, command, args, env = {}) {
  console.log(`\n▶ ${label}`);
  const started = Date.now();
  const child = spawn(command, args, {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env },
  });
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => console.log(`${prefix}${line}`));
  }
  return new Promise((resolve) => {
    child.on('error', (error) => {
      console.log(`${prefix}${error.message}`);
      resolve(false);
    });
    child.on('close', (status) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(`  ${label}: ${status === 0 ? 'ok' : `falló (código ${status})`} en ${seconds} s`);
      resolve(status === 0);
    });
  });
}

if (failures.length > 0) console.log(`\nFallaron: ${failures.join(', ')}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
