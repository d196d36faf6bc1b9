import { formatDate, formatMoneyPrecise } from './format.ts';
import { allocateCents, centsToPesos, MAX_CENTS } from './money.ts';
import type { RoleId } from './roles.ts';
import { type TaxRate, taxIncluded } from './tax.ts';

// The counter's sale document («Venta»): its states, payment methods and the arithmetic of a
// ticket. Pure, so the API decides with it and the web shows the same figures before sending.

// «cotizacion» is a quote: the same document before payment, with an expiry (see migration 0051).
export const SALE_STATUSES = [
  'abierta',
  'cotizacion',
  'pagada',
  'cancelada',
  'devuelta_parcial',
  'devuelta',
] as const;
export type SaleStatus = (typeof SALE_STATUSES)[number];
export const SALE_STATUS_LABELS: Record<SaleStatus, string> = {
  abierta: 'Abierta',
  cotizacion: 'Cotización',
  pagada: 'Pagada',
  cancelada: 'Cancelada',
  // After returns of some or all of its lines (modules/returns).
  devuelta_parcial: 'Devuelta en parte',
  devuelta: 'Devuelta',
};

/**
 * The status a person reads: a credit ticket is «pagada» in the ledger (its parts are sold) but
 * the customer still owes part of it, so it never reads «Pagada» while it owes.
 */
export function saleStatusLabel(status: SaleStatus, owedCents: number): string {
  if (owedCents <= 0) return SALE_STATUS_LABELS[status];
  const owes = `debe ${formatMoneyPrecise(centsToPesos(owedCents))}`;
  if (status === 'pagada') return `A crédito — ${owes}`;
  if (status === 'devuelta_parcial') return `${SALE_STATUS_LABELS[status]} — ${owes}`;
  return SALE_STATUS_LABELS[status];
}

/** Where a sale was made: the counter's ticket, or a part marked Vendido by itself (detail, edit, Mercado Libre). */
export const SALE_SOURCES = ['counter', 'part', 'marketplace'] as const;
export type SaleSource = (typeof SALE_SOURCES)[number];
export const SALE_SOURCE_LABELS: Record<SaleSource, string> = {
  counter: 'Mostrador',
  part: 'Detalle de autoparte',
  marketplace: 'Mercado Libre',
};

/** `pending` («por registrar») is never chosen at the counter: it marks a sale made outside a ticket. */
export const PAYMENT_METHODS = [
  'cash',
  'card',
  'transfer',
  'mercado_pago',
  'store_credit',
  'pending',
  'credit',
] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
// «A crédito» (the customer owes it: modules/customers) only for roles with sellOnCredit.
export const COUNTER_PAYMENT_METHODS = [
  'cash',
  'card',
  'transfer',
  'mercado_pago',
  'store_credit',
  'credit',
] as const;
export type CounterPaymentMethod = (typeof COUNTER_PAYMENT_METHODS)[number];
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  cash: 'Efectivo',
  card: 'Tarjeta',
  transfer: 'Transferencia',
  mercado_pago: 'Mercado Pago',
  store_credit: 'Saldo a favor',
  pending: 'Por registrar',
  credit: 'A crédito',
};

export const PUBLIC_CUSTOMER_NAME = 'Público en general';
export const DEFAULT_SALE_SERIES = 'V';
export const MAX_SALE_LINES = 100;
export const MAX_LINE_QUANTITY = 999;

export function folio(series: string, number: number): string {
  return `${series}-${number}`;
}

/** The most a role may discount, in whole percent of the amount discounted; the company sets it. */
export type DiscountLimits = Partial<Record<RoleId, number>>;
export const DEFAULT_DISCOUNT_LIMITS: Record<RoleId, number> = { 1: 100, 2: 100, 3: 0, 4: 10, 5: 20 };

/** A user's limit: the most generous of their roles. */
export function discountLimitFor(roles: readonly number[], limits: DiscountLimits): number {
  let best = 0;
  for (const role of roles) {
    const limit = limits[role as RoleId] ?? DEFAULT_DISCOUNT_LIMITS[role as RoleId] ?? 0;
    best = Math.max(best, limit);
  }
  return best;
}

/** Whether `discount` cents of `gross` cents is within `limitPercent` (integers, no float). */
export function discountWithinLimit(discount: number, gross: number, limitPercent: number): boolean {
  return discount * 100 <= gross * limitPercent;
}

export interface LineInput {
  quantity: number;
  unitPriceCents: number;
  discountCents: number;
}

export function lineGross(line: Pick<LineInput, 'quantity' | 'unitPriceCents'>): number {
  return line.quantity * line.unitPriceCents;
}

export function lineAmount(line: LineInput): number {
  return lineGross(line) - line.discountCents;
}

export interface TicketTotals {
  /** Sum of the lines after their own discounts. */
  linesCents: number;
  discountCents: number;
  totalCents: number;
  baseCents: number;
  taxCents: number;
  taxRate: TaxRate;
  /** Each line's share of the total (after the ticket discount): what its part is sold for. */
  lineNetCents: number[];
}

/** Totals of a ticket whose prices include IVA; every figure is integer cents and they reconcile. */
export function ticketTotals(
  lines: readonly LineInput[],
  discountCents: number,
  rate: TaxRate,
): TicketTotals {
  const amounts = lines.map(lineAmount);
  const linesCents = amounts.reduce((a, b) => a + b, 0);
  const discount = Math.min(discountCents, linesCents);
  const totalCents = linesCents - discount;
  const shares = allocateCents(discount, amounts);
  const { base, tax } = taxIncluded(totalCents, rate);
  return {
    linesCents,
    discountCents: discount,
    totalCents,
    baseCents: base,
    taxCents: tax,
    taxRate: rate,
    lineNetCents: amounts.map((amount, index) => amount - (shares[index] ?? 0)),
  };
}

export interface PaymentInput {
  method: CounterPaymentMethod;
  amount_cents: number;
  received_cents?: number | null;
  reference?: string | null;
}

export const PAYMENT_MESSAGES = {
  none: 'Agrega al menos un pago.',
  amount: 'El monto de cada pago debe ser mayor que cero.',
  sum: (paid: string, total: string) => `Los pagos suman ${paid} y el total es ${total}; deben ser iguales.`,
  received: 'El efectivo recibido no puede ser menor que el monto en efectivo.',
  receivedOnlyCash: 'Solo el pago en efectivo lleva monto recibido.',
  reference: 'Escribe la referencia del pago (autorización, folio de la transferencia u operación).',
  tooLarge: 'El monto es mayor que el permitido.',
} as const;

/** Problems of a set of payments for `total` cents, by index; empty when they may be recorded. */
export function paymentProblems(
  payments: readonly PaymentInput[],
  totalCents: number,
  money: (cents: number) => string,
): { index: number | null; field: string; message: string }[] {
  const problems: { index: number | null; field: string; message: string }[] = [];
  if (payments.length === 0) return [{ index: null, field: 'payments', message: PAYMENT_MESSAGES.none }];
  let sum = 0;
  payments.forEach((payment, index) => {
    if (!Number.isSafeInteger(payment.amount_cents) || payment.amount_cents <= 0) {
      problems.push({ index, field: 'amount_cents', message: PAYMENT_MESSAGES.amount });
    } else if (payment.amount_cents > MAX_CENTS) {
      problems.push({ index, field: 'amount_cents', message: PAYMENT_MESSAGES.tooLarge });
    }
    sum += payment.amount_cents;
    const received = payment.received_cents ?? null;
    if (payment.method === 'cash') {
      if (received !== null && received < payment.amount_cents) {
        problems.push({ index, field: 'received_cents', message: PAYMENT_MESSAGES.received });
      }
    } else {
      if (received !== null)
        problems.push({ index, field: 'received_cents', message: PAYMENT_MESSAGES.receivedOnlyCash });
      if (payment.method !== 'store_credit' && payment.method !== 'credit' && !payment.reference?.trim()) {
        problems.push({ index, field: 'reference', message: PAYMENT_MESSAGES.reference });
      }
    }
  });
  if (problems.length === 0 && sum !== totalCents) {
    problems.push({
      index: null,
      field: 'payments',
      message: PAYMENT_MESSAGES.sum(money(sum), money(totalCents)),
    });
  }
  return problems;
}

/** Change handed back for a cash payment (received − amount), 0 when the exact amount was given. */
export function cashChange(payment: Pick<PaymentInput, 'amount_cents' | 'received_cents'>): number {
  return Math.max(0, (payment.received_cents ?? payment.amount_cents) - payment.amount_cents);
}

export interface WarrantyRule {
  days: number;
  terms: string;
}
export const NO_WARRANTY: WarrantyRule = { days: 0, terms: 'Sin garantía' };
export const MAX_WARRANTY_DAYS = 3650;

/** A line's warranty: the company's rule for the part's category, else its general rule. */
export function warrantyFor(
  categoryId: number | null,
  byCategory: Readonly<Record<string, WarrantyRule>>,
  fallback: WarrantyRule = NO_WARRANTY,
): WarrantyRule {
  return (categoryId !== null ? byCategory[String(categoryId)] : undefined) ?? fallback;
}

/** «30 días, probado»: how a warranty reads on a ticket. */
export function warrantyText(rule: WarrantyRule): string {
  const terms = rule.terms.trim();
  if (rule.days <= 0) return terms || NO_WARRANTY.terms;
  const days = `${rule.days} ${rule.days === 1 ? 'día' : 'días'}`;
  return terms ? `${days}, ${terms}` : days;
}

/** A quote stands at most this many days; a deposit holds its parts at most this many. */
export const MAX_QUOTE_DAYS = 90;
export const MAX_HOLD_DAYS = 30;

/** Until when a quote may still be converted: the hold's date once a deposit was taken, else its expiry. */
export function quoteDeadline(quote: { expiresAt: Date | null; holdUntil: Date | null }): Date | null {
  return quote.holdUntil ?? quote.expiresAt;
}

/**
 * The last day a quote or hold stands, as people say it: it ends at the start of the next day on
 * the company's clock, so «hasta el 30» rather than «hasta el 1, 00:00».
 */
export function lastDayLabel(endsAt: string | Date | null | undefined): string {
  if (endsAt === null || endsAt === undefined) return '';
  const ms = new Date(endsAt).getTime();
  return Number.isNaN(ms) ? '' : formatDate(new Date(ms - 1));
}
