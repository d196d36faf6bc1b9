import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cashTotals,
  countDifference,
  countTotal,
  DENOMINATIONS_CENTS,
  denominationLabel,
  differenceLabel,
} from './cash.ts';

describe('cash of a session', () => {
  it('expected is float + cash sales + entries − exits, for any movements', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.array(
          fc.record({
            direction: fc.constantFrom('in' as const, 'out' as const),
            amountCents: fc.integer({ min: 1, max: 1_000_000 }),
          }),
        ),
        (floatCents, cashSalesCents, movements) => {
          const totals = cashTotals({ floatCents, cashSalesCents, movements });
          const entries = movements
            .filter((m) => m.direction === 'in')
            .reduce((sum, m) => sum + m.amountCents, 0);
          const exits = movements
            .filter((m) => m.direction === 'out')
            .reduce((sum, m) => sum + m.amountCents, 0);
          expect(totals).toEqual({
            floatCents,
            cashSalesCents,
            inCents: entries,
            outCents: exits,
            expectedCents: floatCents + cashSalesCents + entries - exits,
          });
        },
      ),
    );
  });

  it('a count by bills and coins adds up in cents', () => {
    expect(countTotal({ '100000': 1, '50000': 2, '50': 3 })).toBe(200_150);
    expect(countTotal({})).toBe(0);
    expect(DENOMINATIONS_CENTS.map(denominationLabel)).toEqual([
      '$1,000',
      '$500',
      '$200',
      '$100',
      '$50',
      '$20',
      '$10',
      '$5',
      '$2',
      '$1',
      '50 ¢',
    ]);
  });

  it('a difference is a surplus, a shortage or none', () => {
    expect(countDifference(80_000, 85_000)).toBe(-5_000);
    expect(differenceLabel(-5_000)).toBe('Faltante');
    expect(differenceLabel(1)).toBe('Sobrante');
    expect(differenceLabel(0)).toBe('Sin diferencia');
  });
});
