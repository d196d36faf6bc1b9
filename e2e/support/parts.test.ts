import { describe, expect, it } from 'vitest';
import { countTests, estimateSeconds, specParts, splitIntoParts } from './parts.ts';

describe('e2e parts', () => {
  it('deals the longest files first, each to the part with the least time so far', () => {
    const seconds = new Map([
      ['a.spec.ts', 300],
      ['b.spec.ts', 200],
      ['c.spec.ts', 150],
      ['d.spec.ts', 120],
      ['e.spec.ts', 100],
      ['f.spec.ts', 80],
    ]);
    // a (300) | b + e (300) | c + d + f (350): f goes to the third, at 270 the lightest then.
    expect(splitIntoParts(seconds, 3)).toEqual([
      ['a.spec.ts'],
      ['b.spec.ts', 'e.spec.ts'],
      ['c.spec.ts', 'd.spec.ts', 'f.spec.ts'],
    ]);
  });

  it('gives every process the same split, whatever order the files were read in', () => {
    const seconds = [
      ['x.spec.ts', 50],
      ['y.spec.ts', 50],
      ['z.spec.ts', 50],
      ['w.spec.ts', 10],
    ] as const;
    const once = splitIntoParts(new Map(seconds), 2);
    expect(splitIntoParts(new Map([...seconds].reverse()), 2)).toEqual(once);
    expect(once).toEqual([
      ['x.spec.ts', 'z.spec.ts'],
      ['w.spec.ts', 'y.spec.ts'],
    ]);
  });

  it('estimates a file not measured yet from its tests and the median time per test', () => {
    const estimate = estimateSeconds(
      [
        { name: 'old-1.spec.ts', tests: 2 },
        { name: 'old-2.spec.ts', tests: 5 },
        { name: 'old-3.spec.ts', tests: 1 },
        { name: 'new.spec.ts', tests: 4 },
      ],
      { 'old-1.spec.ts': 40, 'old-2.spec.ts': 50, 'old-3.spec.ts': 30 },
    );
    // Per test: 20, 10 and 30 s; the median is 20.
    expect(estimate.get('new.spec.ts')).toBe(80);
    expect(estimate.get('old-2.spec.ts')).toBe(50);
  });

  it('puts a new file on the part with the least work, without moving the measured ones', () => {
    const measured = new Map([
      ['a.spec.ts', 100],
      ['b.spec.ts', 60],
      ['c.spec.ts', 30],
    ]);
    expect(splitIntoParts(measured, 2)).toEqual([['a.spec.ts'], ['b.spec.ts', 'c.spec.ts']]);
    expect(splitIntoParts(measured, 2, new Map([['new.spec.ts', 10]]))).toEqual([
      ['a.spec.ts'],
      ['b.spec.ts', 'c.spec.ts', 'new.spec.ts'],
    ]);
    // Even a long new file: the measured ones stay where they ran, it goes to the lighter part.
    expect(splitIntoParts(measured, 2, new Map([['big.spec.ts', 500]]))).toEqual([
      ['a.spec.ts'],
      ['b.spec.ts', 'big.spec.ts', 'c.spec.ts'],
    ]);
  });

  it('counts the tests a spec declares', () => {
    const source = [
      "test('one', async () => {});",
      'test(`two (phone)`, async () => {});',
      "test.describe('a group', () => {",
      '  test("three", async () => {});',
      '});',
    ].join('\n');
    expect(countTests(source)).toBe(3);
    expect(countTests('// no tests yet')).toBe(1);
  });

  it('runs every spec of e2e/specs in exactly one part', () => {
    const parts = specParts(3);
    const files = parts.flatMap((part) => part.files);
    expect(new Set(files).size).toBe(files.length);
    expect(files).toContain('accessibility.spec.ts');
    expect(parts.every((part) => part.files.length > 0)).toBe(true);
  });
});
