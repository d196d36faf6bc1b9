import { MAX_CENTS } from './money.ts';

// «Caja»: a register's session holds a float («fondo»), the cash of the counter's sales and the
// cash taken in or out, and ends with a blind count. What the drawer should hold is always
// float + cash in − cash out; every peso that moved is one row that says so.

/** Mexican bills and coins a count may be given in, in cents, largest first. */
export const DENOMINATIONS_CENTS = [
  100_000, 50_000, 20_000, 10_000, 5_000, 2_000, 1_000, 500, 200, 100, 50,
] as const;
export type Denomination = (typeof DENOMINATIONS_CENTS)[number];

/** Largest count of one bill or coin a count accepts (a drawer never holds a million of one). */
export const MAX_DENOMINATION_COUNT = 100_000;

/**
 * Open: it takes sales and movements. Counted: the blind count is in and nothing more moves, the
 * expected amount is shown; closing adds the comment a difference needs. Closed: only a reopening
 * (with a reason) changes it.
 */
export const CASH_SESSION_STATUSES = ['abierta', 'contada', 'cerrada'] as const;
export const CASH_SESSION_STATUS_LABELS: Record<(typeof CASH_SESSION_STATUSES)[number], string> = {
  abierta: 'Abierta',
  contada: 'Contada',
  cerrada: 'Cerrada',
};
export type CashSessionStatus = (typeof CASH_SESSION_STATUSES)[number];

/**
 * What moved cash in or out of a session besides the sales' own cash payments: a deposit or a
 * withdrawal by hand, a refund paid from the drawer, a customer's payment on account («abono»),
 * a cancelled ticket's cash given back.
 */
export const CASH_MOVEMENT_KINDS = ['manual', 'refund', 'abono', 'cancel', 'store_credit'] as const;
export type CashMovementKind = (typeof CASH_MOVEMENT_KINDS)[number];
export const CASH_DIRECTIONS = ['in', 'out'] as const;
export type CashDirection = (typeof CASH_DIRECTIONS)[number];

/** The reasons offered for a movement by hand; the person may also write their own. */
export const CASH_MOVEMENT_REASONS = {
  in: ['Cambio para el fondo', 'Reposición de caja'],
  out: ['Retiro a banco', 'Pago a proveedor', 'Gasto'],
} as const;

export const CASH_KIND_LABELS: Record<CashMovementKind, string> = {
  manual: 'Movimiento',
  refund: 'Reembolso',
  abono: 'Abono de cliente',
  cancel: 'Cancelación de ticket',
  store_credit: 'Saldo a favor de cliente',
};
export const CASH_DIRECTION_LABELS: Record<CashDirection, string> = {
  in: 'Entrada',
  out: 'Salida',
};

export interface CashFlow {
  floatCents: number;
  /** What the session's cash payments kept (the amount paid, change already handed back). */
  cashSalesCents: number;
  movements: readonly { direction: CashDirection; amountCents: number }[];
}

export interface CashTotals {
  floatCents: number;
  cashSalesCents: number;
  inCents: number;
  outCents: number;
  expectedCents: number;
}

/** Expected cash: float + cash in (sales and entries) − cash out (withdrawals, refunds). */
export function cashTotals(flow: CashFlow): CashTotals {
  let inCents = 0;
  let outCents = 0;
  for (const movement of flow.movements) {
    if (movement.direction === 'in') inCents += movement.amountCents;
    else outCents += movement.amountCents;
  }
  return {
    floatCents: flow.floatCents,
    cashSalesCents: flow.cashSalesCents,
    inCents,
    outCents,
    expectedCents: flow.floatCents + flow.cashSalesCents + inCents - outCents,
  };
}

/** A count given by bills and coins: its total in cents. */
export function countTotal(counts: Partial<Record<string, number>>): number {
  let total = 0;
  for (const denomination of DENOMINATIONS_CENTS) {
    total += denomination * (counts[String(denomination)] ?? 0);
  }
  return total;
}

/** Counted − expected: positive is a surplus («sobrante»), negative a shortage («faltante»). */
export function countDifference(countedCents: number, expectedCents: number): number {
  return countedCents - expectedCents;
}

export function differenceLabel(differenceCents: number): string {
  if (differenceCents === 0) return 'Sin diferencia';
  return differenceCents > 0 ? 'Sobrante' : 'Faltante';
}

/** The largest float, count or movement one session accepts. */
export const MAX_CASH_CENTS = MAX_CENTS;

/** How a bill or coin is named on the count: «$500», «50 ¢». */
export function denominationLabel(cents: number): string {
  return cents >= 100 ? `$${(cents / 100).toLocaleString('en-US')}` : `${cents} ¢`;
}

/** $20 and up are counted as bills ($20 coins are rare and count the same). */
export function isBill(cents: number): boolean {
  return cents >= 2_000;
}
