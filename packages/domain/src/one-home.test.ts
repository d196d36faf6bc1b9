import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Shared rules have one home each (docs/decisions/008-module-boundaries.md). A second copy of a
// limit drifts the day someone changes the first, so the code that ships must name them, never
// write them again. Tests may write the numbers: they check the edges.
const root = path.resolve(import.meta.dirname, '../../..');
const SOURCES = ['apps/api/src', 'apps/web/src', 'packages/domain/src'];

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(relative);
    return /\.tsx?$/.test(entry.name) && !/\.(test|spec)\.tsx?$/.test(entry.name) ? [relative] : [];
  });
}

function filesWriting(pattern: RegExp, home: string): string[] {
  return SOURCES.flatMap(sourceFiles)
    .filter((file) => file !== home && pattern.test(readFileSync(path.join(root, file), 'utf8')))
    .sort();
}

describe('one home per shared rule', () => {
  it('writes the id ceiling and the price cap only in limits.ts (MAX_ID, MAX_PRICE)', () => {
    const home = 'packages/domain/src/limits.ts';
    expect(filesWriting(/\b2_?147_?483_?647\b/, home)).toEqual([]);
    expect(filesWriting(/\b99_?999_?999\b/, home)).toEqual([]);
  });

  it('defines the Executor type only in apps/api/src/db/client.ts', () => {
    expect(filesWriting(/\btype Executor\s*=/, 'apps/api/src/db/client.ts')).toEqual([]);
  });

  it('writes "own company unless role 1" only in apps/api/src/lib/company-scope.ts', () => {
    expect(filesWriting(/function companyScope\b/, 'apps/api/src/lib/company-scope.ts')).toEqual([]);
  });
});
