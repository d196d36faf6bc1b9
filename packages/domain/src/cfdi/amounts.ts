import type { TaxRate } from '../tax.ts';

// CFDI 4.0 amounts of a ticket whose prices include IVA. Everything is integer cents; the only
// figure with more decimals is ValorUnitario (Anexo 20 allows up to 6 in a concept).
//
// Per line: Importe = the line's gross before any discount, without IVA; Base = what the line was
// sold for (after its own and its share of the ticket discount), without IVA; Descuento = their
// difference; IVA = the line's net minus its Base. Rounding the net's base to the cent keeps the
// IVA inside the SAT's tolerance for the traslado's Importe — between (Base − 0.005) × Tasa
// truncated and (Base + 0.005) × Tasa rounded up (Anexo 20, Guía de llenado, «Importe» of
// Concepto/Impuestos/Traslados/Traslado) — and makes Base + IVA equal the ticket's line exactly,
// so the CFDI's Total is the ticket's total to the cent.

export interface InvoiceLineInput {
  quantity: number;
  /** Unit price with IVA, cents. */
  unitPriceCents: number;
  /** What the line was paid for after every discount, with IVA, cents. */
  netCents: number;
}

export interface ConceptAmounts {
  quantity: number;
  /** ValorUnitario as the XML writes it (2 to 6 decimals). */
  unitValue: string;
  importeCents: number;
  discountCents: number;
  baseCents: number;
  taxCents: number;
  /** This concept's rate when the document mixes rates (a global invoice); else the document's. */
  rate?: TaxRate;
}

export interface InvoiceAmounts {
  concepts: ConceptAmounts[];
  subtotalCents: number;
  discountCents: number;
  baseCents: number;
  taxCents: number;
  totalCents: number;
  rate: TaxRate;
  /** The document's traslados per rate when its concepts mix rates; else one, at `rate`. */
  byRate?: ReadonlyArray<{ rate: TaxRate; baseCents: number; taxCents: number }>;
}

/** round(cents × 10000 / (10000 + rate)) in integers, half up. */
export function baseOfIncluded(cents: number, rate: TaxRate): number {
  if (rate === 0) return cents;
  const divisor = 10_000 + rate;
  return Math.floor((cents * 10_000 * 2 + divisor) / (divisor * 2));
}

/** «TasaOCuota» as the catalogue writes it: 0.160000, 0.080000, 0.000000. */
export function rateText(rate: TaxRate): string {
  return `0.${String(rate * 100).padStart(6, '0')}`;
}

/** Cents as pesos with two decimals: 12345 → '123.45'. */
export function centsText(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * `cents / quantity` pesos with up to 6 decimals (at least 2), rounded half up: the unit value whose
 * product with the quantity stays within the SAT's tolerance of the Importe.
 */
export function unitValueText(cents: number, quantity: number): string {
  // micro-pesos = cents × 10⁴ / quantity
  const micro = Math.floor((cents * 10_000 * 2 + quantity) / (quantity * 2));
  const whole = Math.trunc(micro / 1_000_000);
  let fraction = String(micro % 1_000_000).padStart(6, '0');
  while (fraction.length > 2 && fraction.endsWith('0')) fraction = fraction.slice(0, -1);
  return `${whole}.${fraction}`;
}

export function invoiceAmounts(lines: readonly InvoiceLineInput[], rate: TaxRate): InvoiceAmounts {
  const concepts = lines.map((line): ConceptAmounts => {
    const gross = line.quantity * line.unitPriceCents;
    const importe = baseOfIncluded(gross, rate);
    const base = baseOfIncluded(line.netCents, rate);
    return {
      quantity: line.quantity,
      unitValue: unitValueText(importe, line.quantity),
      importeCents: importe,
      discountCents: importe - base,
      baseCents: base,
      taxCents: line.netCents - base,
    };
  });
  const sum = (pick: (c: ConceptAmounts) => number) => concepts.reduce((a, c) => a + pick(c), 0);
  const subtotal = sum((c) => c.importeCents);
  const discount = sum((c) => c.discountCents);
  const tax = sum((c) => c.taxCents);
  const base = sum((c) => c.baseCents);
  return {
    concepts,
    subtotalCents: subtotal,
    discountCents: discount,
    baseCents: base,
    taxCents: tax,
    totalCents: subtotal - discount + tax,
    rate,
  };
}

/**
 * The SAT's tolerance for a traslado's Importe given its Base (both in cents) and the rate:
 * [(Base − ½ cent) × Tasa truncated, (Base + ½ cent) × Tasa rounded up], in cents.
 */
export function taxTolerance(baseCents: number, rate: TaxRate): { min: number; max: number } {
  // Work in tenths of a hundredth of a cent: (2·base ∓ 1) × rate / 20000 cents.
  const low = ((2 * baseCents - 1) * rate) / 20_000;
  const high = ((2 * baseCents + 1) * rate) / 20_000;
  return { min: Math.floor(low), max: Math.ceil(high) };
}
