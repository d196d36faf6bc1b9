// IVA on a ticket. Prices are shown and charged with IVA included (the yard's price tag is what
// the customer pays); the breakdown is derived from the total so that base + IVA = total exactly.

/** Basis points: 16 % general, 8 % border region (estímulo fiscal de la región fronteriza), or none. */
export const TAX_RATES = [1600, 800, 0] as const;
export type TaxRate = (typeof TAX_RATES)[number];
export const DEFAULT_TAX_RATE: TaxRate = 1600;

export const TAX_RATE_LABELS: Record<TaxRate, string> = {
  1600: 'IVA 16 % incluido',
  800: 'IVA 8 % incluido (región fronteriza)',
  0: 'Sin IVA',
};

export function isTaxRate(value: unknown): value is TaxRate {
  return typeof value === 'number' && (TAX_RATES as readonly number[]).includes(value);
}

/** Base and IVA of a total that includes it, in cents; the IVA is what is left, so nothing is lost to rounding. */
export function taxIncluded(totalCents: number, rate: TaxRate): { base: number; tax: number } {
  if (rate === 0) return { base: totalCents, tax: 0 };
  // Integer arithmetic: round(total × 10000 / (10000 + rate)) without a float.
  const divisor = 10_000 + rate;
  const base = Math.floor((totalCents * 10_000 * 2 + divisor) / (divisor * 2));
  return { base, tax: totalCents - base };
}
