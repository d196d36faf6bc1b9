import { describe, expect, it } from 'vitest';
import { creditableCents, percentToBasisPoints, shareOfCents } from './credit-notes.ts';

describe('discount arithmetic without floating point', () => {
  it('reads a percentage with up to two decimals, with a point or a comma, from 0.01 to 100', () => {
    expect(['10', '12.5', '7,25', '0.01', '100', '100.00'].map(percentToBasisPoints)).toEqual([
      1000, 1250, 725, 1, 10000, 10000,
    ]);
    expect(['0', '100.01', '12.345', '-5', 'diez', '', '1e2'].map(percentToBasisPoints)).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
  });

  it('takes a share to the cent, half up, where 0.1 + 0.2 style floats would drift', () => {
    expect(shareOfCents(1_000_00, 2500)).toBe(250_00);
    expect(shareOfCents(333_33, 5000)).toBe(166_67); // 16 666.5 → 16 667
    expect(shareOfCents(1_99, 3333)).toBe(66); // 66.3267
    expect(shareOfCents(9_007_199_254_740, 1)).toBe(900_719_925);
  });

  it('what is left to credit never goes below zero', () => {
    expect(creditableCents(1_000_00, 400_00)).toBe(600_00);
    expect(creditableCents(1_000_00, 1_200_00)).toBe(0);
  });
});
