#!/usr/bin/env node
// Writes e2e/durations.json, by which the e2e parts of npm test are balanced (e2e/support/parts.ts),
// from the Playwright reports of a whole run: by default the three of npm test's last run
// (.tmp/e2e-results-3210.json, -3220, -3230), or the files given. Reports of several runs may be
// given together: a file's time is then its mean over the reports it appears in, which evens out a
// busy moment of the machine. Run it after a whole run of npm test when a spec was added or grew,
// and commit the file: the parts are only as level as the figures are recent.
//   node scripts/e2e-durations.mjs ["how the run was made"] [report.json ...]
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const reports = args.filter((arg) => arg.endsWith('.json'));
const how = args.find((arg) => !arg.endsWith('.json')) ?? 'npm test, the three e2e parts side by side';
const files =
  reports.length > 0
    ? reports
    : [3210, 3220, 3230].map((port) => path.join(root, '.tmp', `e2e-results-${port}.json`));

const seconds = {};
const reportsOf = {};
let started;
for (const file of files) {
  if (!existsSync(file)) {
    console.error(`No existe ${file}: corre npm test (o las partes de e2e) primero.`);
    process.exit(1);
  }
  const report = JSON.parse(readFileSync(file, 'utf8'));
  if (report.stats.unexpected > 0)
    console.warn(
      `${path.basename(file)}: ${report.stats.unexpected} pruebas fallaron; sus tiempos cuentan igual.`,
    );
  started ??= report.stats.startTime;
  // A file's time runs from its first test's start to the next file's first start (one worker runs
  // the files one after another), so that its beforeAll hooks count too (hardening-web's second
  // server took a minute of its part outside any test).
  const results = [];
  const walk = (suite) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        for (const result of test.results ?? [])
          results.push({
            file: path.basename(spec.file),
            start: Date.parse(result.startTime),
            end: Date.parse(result.startTime) + result.duration,
          });
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites ?? []) walk(suite);
  results.sort((a, b) => a.start - b.start);
  const firstStarts = [];
  for (const result of results)
    if (!firstStarts.some((first) => first.file === result.file)) firstStarts.push(result);
  const end = Math.max(...results.map((result) => result.end));
  firstStarts.forEach((first, index) => {
    const next = firstStarts[index + 1]?.start ?? end;
    seconds[first.file] = (seconds[first.file] ?? 0) + (next - first.start) / 1000;
    reportsOf[first.file] = (reportsOf[first.file] ?? 0) + 1;
  });
}

const sorted = Object.fromEntries(
  Object.entries(seconds)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, s]) => [name, Math.round(s / reportsOf[name])]),
);
const measured = `${String(started ?? new Date().toISOString()).slice(0, 10)}: ${how}`;
writeFileSync(
  path.join(root, 'e2e', 'durations.json'),
  `${JSON.stringify({ measured, seconds: sorted }, null, 2)}\n`,
);
for (const [name, s] of Object.entries(sorted).sort((a, b) => b[1] - a[1]))
  console.log(`${String(s).padStart(6)} s  ${name}`);
