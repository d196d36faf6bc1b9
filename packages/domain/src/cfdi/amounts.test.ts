import { describe, expect, it } from 'vitest';
import { TAX_RATES } from '../tax.ts';
import { baseOfIncluded, centsText, invoiceAmounts, taxTolerance, unitValueText } from './amounts.ts';

describe('invoice amounts of a ticket with IVA included', () => {
  it('splits one line into base and IVA that add up to what was paid', () => {
    const amounts = invoiceAmounts([{ quantity: 1, unitPriceCents: 116_00, netCents: 116_00 }], 1600);
    expect(amounts.concepts[0]).toMatchObject({
      importeCents: 100_00,
      baseCents: 100_00,
      taxCents: 16_00,
      discountCents: 0,
      unitValue: '100.00',
    });
    expect([amounts.subtotalCents, amounts.taxCents, amounts.totalCents]).toEqual([100_00, 16_00, 116_00]);
  });

  it('keeps every line’s IVA within the SAT’s tolerance and the total to the cent, at every rate and amount', () => {
    // Every amount from 0.01 to 300.00 pesos, and some large ones: the rounding boundaries are all here.
    const amounts = [...Array.from({ length: 30_000 }, (_, i) => i + 1), 99_999_99, 1_234_567_89, 8_00, 8_01];
    for (const rate of TAX_RATES) {
      for (const net of amounts) {
        const base = baseOfIncluded(net, rate);
        const tax = net - base;
        const { min, max } = taxTolerance(base, rate);
        if (tax < min || tax > max)
          throw new Error(`rate ${rate} net ${net}: IVA ${tax} outside ${min}..${max}`);
      }
    }
  });

  it('carries each line’s discount as the concept’s Descuento and reconciles the totals', () => {
    const lines = [
      { quantity: 3, unitPriceCents: 333_33, netCents: 900_00 },
      { quantity: 1, unitPriceCents: 1_500_00, netCents: 1_499_99 },
      { quantity: 2, unitPriceCents: 10, netCents: 20 },
    ];
    for (const rate of TAX_RATES) {
      const amounts = invoiceAmounts(lines, rate);
      const paid = lines.reduce((sum, line) => sum + line.netCents, 0);
      expect(amounts.totalCents).toBe(paid);
      expect(amounts.subtotalCents - amounts.discountCents + amounts.taxCents).toBe(paid);
      for (const concept of amounts.concepts) {
        expect(concept.discountCents).toBeGreaterThanOrEqual(0);
        expect(concept.importeCents - concept.discountCents).toBe(concept.baseCents);
      }
    }
  });

  it('writes amounts and unit values as the schema wants them', () => {
    expect(centsText(5)).toBe('0.05');
    expect(centsText(123_456)).toBe('1234.56');
    expect(unitValueText(86_21, 1)).toBe('86.21');
    expect(unitValueText(100_00, 3)).toBe('33.333333');
    expect(unitValueText(1, 3)).toBe('0.003333');
  });
});
