import { describe, expect, it } from 'vitest';
import { sortBound } from './sort-bound.ts';

// Ten buckets of 10 % each: 0–10, 10–20, … 90–100.
const even = {
  nullFraction: 0,
  commonValues: [],
  commonFractions: [],
  histogram: [0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100],
};

describe('sortBound', () => {
  it('finds the bucket bound that covers the fraction, from the start of either direction', () => {
    expect(sortBound(even, 0.25, 'asc')).toBe(30);
    expect(sortBound(even, 0.25, 'desc')).toBe(70);
    expect(sortBound(even, 0.1, 'asc')).toBe(10);
    expect(sortBound(even, 0.01, 'desc')).toBe(90);
  });

  it('counts the most common values, which the histogram leaves out', () => {
    // 40 % of the parts cost 0 (not yet priced); the histogram spreads the other 60 %.
    const prices = {
      nullFraction: 0,
      commonValues: [500, 0],
      commonFractions: [0.1, 0.4],
      histogram: [100, 200, 300, 400, 600, 700],
    };
    expect(sortBound(prices, 0.3, 'asc')).toBe(0);
    // 0.4 + two buckets of 0.1 each.
    expect(sortBound(prices, 0.55, 'asc')).toBe(300);
    // From the top: one bucket (0.1) and 500 (0.1) reach 0.2 at 500.
    expect(sortBound(prices, 0.2, 'desc')).toBe(500);
  });

  it('gives no bound when the statistics cannot tell', () => {
    const none = { nullFraction: 0, commonValues: [], commonFractions: [], histogram: [] };
    expect(sortBound(none, 0.1, 'asc')).toBeUndefined();
    expect(sortBound(even, 1, 'asc')).toBeUndefined();
    expect(sortBound(even, 0, 'asc')).toBeUndefined();
    expect(sortBound(even, Number.NaN, 'desc')).toBeUndefined();
  });
});
