// Which spec files each e2e part runs (npm test runs the parts side by side: scripts/test.mjs).
// The files are dealt out by their measured run time (e2e/durations.json), longest first, each to
// the part with the least time so far, so the parts end together; a file not measured yet goes,
// after them, to the lightest part, so a new spec needs no list.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const SPECS_DIR = path.resolve(import.meta.dirname, '../specs');
export const DURATIONS_FILE = path.resolve(import.meta.dirname, '../durations.json');

export interface Durations {
  /** How and when the figures were taken (written by scripts/e2e-durations.mjs). */
  measured: string;
  /** Seconds of tests per spec file name, from one whole run of npm test. */
  seconds: Record<string, number>;
}

/** Tests declared in a spec's source: the estimate of a file the durations file does not know yet. */
export function countTests(source: string): number {
  return Math.max(1, source.match(/\btest\(\s*[`'"]/g)?.length ?? 0);
}

/**
 * A file not measured yet (a spec added since durations.json was written) counts as its number of
 * tests times the median seconds per test of the measured files, so it still lands on the part
 * with the least work instead of always on the same one.
 */
export function estimateSeconds(
  files: { name: string; tests: number }[],
  measured: Record<string, number>,
): Map<string, number> {
  const perTest = files
    .filter((file) => measured[file.name] !== undefined)
    .map((file) => (measured[file.name] as number) / file.tests)
    .sort((a, b) => a - b);
  const median = perTest.length > 0 ? (perTest[Math.floor(perTest.length / 2)] as number) : 10;
  return new Map(files.map((file) => [file.name, measured[file.name] ?? file.tests * median]));
}

/**
 * Longest processing time first: the files sorted by seconds (then by name, so every part's
 * process computes the same split), each given to the part with the fewest seconds so far.
 * `later` files (not measured yet) are dealt the same way after all the others, so a new spec
 * never moves the measured ones: the parts that ran together keep running together.
 */
export function splitIntoParts(
  seconds: Map<string, number>,
  count: number,
  later: Map<string, number> = new Map(),
): string[][] {
  const parts = Array.from({ length: count }, () => ({ files: [] as string[], total: 0 }));
  const longestFirst = (map: Map<string, number>) =>
    [...map].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  for (const [name, time] of [...longestFirst(seconds), ...longestFirst(later)]) {
    const lightest = parts.reduce((best, part) => (part.total < best.total ? part : best));
    lightest.files.push(name);
    lightest.total += time;
  }
  return parts.map((part) => part.files.sort());
}

/** The spec files of e2e/specs split into `count` parts by the committed durations. */
export function specParts(count: number): { files: string[]; seconds: number }[] {
  const names = readdirSync(SPECS_DIR)
    .filter((name) => name.endsWith('.spec.ts'))
    .sort();
  const files = names.map((name) => ({
    name,
    tests: countTests(readFileSync(path.join(SPECS_DIR, name), 'utf8')),
  }));
  const durations = JSON.parse(readFileSync(DURATIONS_FILE, 'utf8')) as Durations;
  const seconds = estimateSeconds(files, durations.seconds);
  const measured = new Map([...seconds].filter(([name]) => durations.seconds[name] !== undefined));
  const estimated = new Map([...seconds].filter(([name]) => durations.seconds[name] === undefined));
  return splitIntoParts(measured, count, estimated).map((part) => ({
    files: part,
    seconds: part.reduce((sum, name) => sum + (seconds.get(name) ?? 0), 0),
  }));
}
