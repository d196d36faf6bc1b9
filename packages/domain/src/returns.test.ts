import { describe, expect, it } from 'vitest';
import { exchangeSettlement, statusAfterReturns, warrantyEnd, withinWarranty } from './returns.ts';

describe('warranty of a returned line', () => {
  const paid = new Date('2026-11-01T18:00:00Z');
  it('covers its days from the payment, to the moment', () => {
    expect(warrantyEnd(paid, 30).toISOString()).toBe('2026-12-01T18:00:00.000Z');
    expect(withinWarranty(paid, 30, new Date('2026-12-01T18:00:00Z'))).toBe(true);
    expect(withinWarranty(paid, 30, new Date('2026-12-01T18:00:01Z'))).toBe(false);
  });
  it('a line sold without warranty is never within it', () => {
    expect(withinWarranty(paid, 0, paid)).toBe(false);
  });
});

describe('a sale after its returns', () => {
  it('is partly returned until every line is', () => {
    expect(statusAfterReturns(3, 0)).toBe('pagada');
    expect(statusAfterReturns(3, 1)).toBe('devuelta_parcial');
    expect(statusAfterReturns(3, 3)).toBe('devuelta');
  });
});

describe('exchangeSettlement', () => {
  it('the returned line pays the new ticket up to its total; the rest is paid or given back', () => {
    expect(exchangeSettlement(200_000, 250_000)).toEqual({
      creditedCents: 200_000,
      toPayCents: 50_000,
      toGiveBackCents: 0,
    });
    expect(exchangeSettlement(200_000, 150_000)).toEqual({
      creditedCents: 150_000,
      toPayCents: 0,
      toGiveBackCents: 50_000,
    });
    expect(exchangeSettlement(0, 10_000)).toEqual({
      creditedCents: 0,
      toPayCents: 10_000,
      toGiveBackCents: 0,
    });
  });
});
