import { describe, expect, it } from 'vitest';
import { isValidRfc, phoneDigits } from './customers.ts';
import { allocateCents, centsToPesosInput, parsePesos } from './money.ts';
import {
  cashChange,
  discountLimitFor,
  discountWithinLimit,
  lastDayLabel,
  paymentProblems,
  quoteDeadline,
  saleStatusLabel,
  ticketTotals,
  warrantyText,
} from './sales.ts';
import { taxIncluded } from './tax.ts';

const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;

describe('money', () => {
  it('reads pesos as typed into cents, never guessing', () => {
    expect(parsePesos('1,250.5')).toBe(125_050);
    expect(parsePesos('$99.99')).toBe(9_999);
    expect(parsePesos('0.1')).toBe(10);
    for (const bad of ['1.234', '-5', '1,25', 'abc', '']) expect(parsePesos(bad), bad).toBeNull();
    expect(centsToPesosInput(125_050)).toBe('1250.50');
    expect(centsToPesosInput(120_000)).toBe('1200');
  });

  it('shares an amount in proportion, adding up exactly', () => {
    expect(allocateCents(10_000, [150_000, 50_000, 30_000])).toEqual([6_522, 2_174, 1_304]);
    expect(allocateCents(1, [1, 1, 1]).reduce((a, b) => a + b)).toBe(1);
    expect(allocateCents(5, [0, 0])).toEqual([5, 0]);
  });
});

describe('IVA included', () => {
  it('splits a total into base and IVA that add up, at 16 %, 8 % and none', () => {
    expect(taxIncluded(116_00, 1600)).toEqual({ base: 100_00, tax: 16_00 });
    expect(taxIncluded(10_800, 800)).toEqual({ base: 10_000, tax: 800 });
    expect(taxIncluded(999, 0)).toEqual({ base: 999, tax: 0 });
    for (let total = 0; total < 2_000; total += 7) {
      const { base, tax } = taxIncluded(total, 1600);
      expect(base + tax).toBe(total);
      expect(Math.abs(base * 1.16 - total)).toBeLessThanOrEqual(1);
    }
  });

  it('ticket totals reconcile: lines, discount, total, base + IVA, each line’s net', () => {
    const totals = ticketTotals(
      [
        { quantity: 1, unitPriceCents: 150_000, discountCents: 0 },
        { quantity: 2, unitPriceCents: 25_000, discountCents: 5_000 },
      ],
      10_000,
      1600,
    );
    expect(totals.linesCents).toBe(195_000);
    expect(totals.totalCents).toBe(185_000);
    expect(totals.baseCents + totals.taxCents).toBe(185_000);
    expect(totals.lineNetCents.reduce((a, b) => a + b)).toBe(185_000);
  });
});

describe('discounts and payments', () => {
  it('limits discounts by the most generous role', () => {
    expect(discountLimitFor([4], { 4: 10 })).toBe(10);
    expect(discountLimitFor([4, 5], { 4: 10, 5: 25 })).toBe(25);
    expect(discountWithinLimit(1_000, 10_000, 10)).toBe(true);
    expect(discountWithinLimit(1_001, 10_000, 10)).toBe(false);
  });

  it('needs payments that add up, a reference when not cash, and enough cash received', () => {
    expect(
      paymentProblems([{ method: 'cash', amount_cents: 500, received_cents: 1_000 }], 500, money),
    ).toEqual([]);
    expect(cashChange({ amount_cents: 500, received_cents: 1_000 })).toBe(500);
    expect(paymentProblems([{ method: 'card', amount_cents: 500 }], 500, money)[0]?.field).toBe('reference');
    expect(paymentProblems([{ method: 'cash', amount_cents: 400 }], 500, money)[0]?.message).toBe(
      'Los pagos suman $4.00 y el total es $5.00; deben ser iguales.',
    );
    expect(paymentProblems([], 500, money)[0]?.message).toBe('Agrega al menos un pago.');
  });

  it('reads a warranty as printed', () => {
    expect(warrantyText({ days: 30, terms: 'probado' })).toBe('30 días, probado');
    expect(warrantyText({ days: 0, terms: '' })).toBe('Sin garantía');
    expect(warrantyText({ days: 0, terms: 'No aplica' })).toBe('No aplica');
  });
});

describe('fiscal data', () => {
  it('validates RFCs of people and companies, and Mexican phones', () => {
    expect(isValidRfc('GODE561231GR8')).toBe(true);
    expect(isValidRfc('abc010101ab1')).toBe(true);
    expect(isValidRfc('XAXX010101000')).toBe(true);
    expect(isValidRfc('GODE561331GR8')).toBe(false);
    expect(isValidRfc('ABC123')).toBe(false);
    expect(phoneDigits('+52 1 81 1234 5678')).toBe('8112345678');
    expect(phoneDigits('(81) 1234-5678')).toBe('8112345678');
    expect(phoneDigits('12345')).toBeNull();
  });
});

describe('quote dates', () => {
  it('names the last day a quote stands, not the midnight that ends it', () => {
    // Midnight of Dec 1 in Mexico City (UTC−6) ends a quote valid through Nov 30.
    expect(lastDayLabel('2026-12-01T06:00:00.000Z')).toBe('Nov 30, 2026');
    expect(lastDayLabel(null)).toBe('');
  });

  it('lets a deposit’s hold, not the quote’s expiry, decide until when it may be converted', () => {
    const expiresAt = new Date('2026-12-01T06:00:00Z');
    const holdUntil = new Date('2026-12-05T06:00:00Z');
    expect(quoteDeadline({ expiresAt, holdUntil: null })).toBe(expiresAt);
    expect(quoteDeadline({ expiresAt, holdUntil })).toBe(holdUntil);
  });
});

describe('saleStatusLabel', () => {
  it('never reads «Pagada» while a credit ticket owes', () => {
    expect(saleStatusLabel('pagada', 0)).toBe('Pagada');
    expect(saleStatusLabel('pagada', 123_450)).toBe('A crédito — debe $1,234.50');
    expect(saleStatusLabel('devuelta_parcial', 5_000)).toBe('Devuelta en parte — debe $50');
    expect(saleStatusLabel('cancelada', 5_000)).toBe('Cancelada');
  });
});
