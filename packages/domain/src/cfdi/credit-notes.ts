// Credit notes (CFDI de egreso) and replacements: the catalogue values they use and the pure
// arithmetic of how much of an invoice is left to credit.

/** c_TipoRelacion «Nota de crédito de los documentos relacionados». */
export const RELATION_CREDIT_NOTE = '01';
/** c_TipoRelacion «Sustitución de los CFDI previos»: the replacement of a motive-01 cancellation. */
export const RELATION_REPLACEMENT = '04';
/** c_UsoCFDI «Devoluciones, descuentos o bonificaciones». */
export const USE_CREDIT_NOTE = 'G02';
/** c_FormaPago «Compensación»: a refund left as the customer's credit. */
export const PAYMENT_FORM_COMPENSATION = '17';
/**
 * The concept of a discount or bonus granted after invoicing: c_ClaveProdServ 84111506
 * «Servicios de facturación» with c_ClaveUnidad ACT «Actividad», the pair the Guía de llenado
 * gives for concepts that are not goods delivered (decision record 034).
 */
export const DISCOUNT_CONCEPT = {
  productKey: '84111506',
  unit: { key: 'ACT', name: 'Actividad' },
  description: 'Descuento/Bonificación',
} as const;

/** Refund methods of a discount credit note, and the c_FormaPago each is written with. */
export const DISCOUNT_REFUND_METHODS = ['cash', 'card', 'transfer', 'store_credit'] as const;
export type DiscountRefundMethod = (typeof DISCOUNT_REFUND_METHODS)[number];
export const DISCOUNT_REFUND_LABELS: Record<DiscountRefundMethod, string> = {
  cash: 'Efectivo de la caja abierta',
  card: 'Tarjeta',
  transfer: 'Transferencia',
  store_credit: 'Saldo a favor del cliente',
};

/**
 * A percentage typed as text («10», «12.5», «7.25») in basis points, without floating point;
 * null when it is not a percentage from 0.01 to 100 with at most two decimals.
 */
export function percentToBasisPoints(text: string): number | null {
  const match = /^(\d{1,3})(?:[.,](\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  const basis = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return basis > 0 && basis <= 10_000 ? basis : null;
}

/** A share of an amount in cents, rounded half up to the cent: integers only. */
export function shareOfCents(totalCents: number, basisPoints: number): number {
  return Math.floor((totalCents * basisPoints + 5_000) / 10_000);
}

/** What is left to credit on an invoice: its total less the credit notes already owed on it. */
export function creditableCents(totalCents: number, creditedCents: number): number {
  return Math.max(0, totalCents - creditedCents);
}
