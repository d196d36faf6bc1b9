// A customer's two accounts: what they owe the yard («a crédito», paid off by «abonos») and the
// store credit they hold («saldo a favor»). Every change is a movement with the balance it left,
// so a statement is the movements of a period between two balances. Integer cents throughout.

export const CUSTOMER_ACCOUNTS = ['owed', 'credit'] as const;
export type CustomerAccount = (typeof CUSTOMER_ACCOUNTS)[number];
export const CUSTOMER_ACCOUNT_LABELS: Record<CustomerAccount, string> = {
  owed: 'Saldo a crédito',
  credit: 'Saldo a favor',
};

export const CUSTOMER_MOVEMENT_KINDS = [
  'opening',
  'credit_sale',
  'abono',
  'return',
  'cancel',
  'return_credit',
  'deposit',
  'store_credit_payment',
  'manual_credit',
  'manual_refund',
] as const;
export type CustomerMovementKind = (typeof CUSTOMER_MOVEMENT_KINDS)[number];
export const CUSTOMER_MOVEMENT_LABELS: Record<CustomerMovementKind, string> = {
  opening: 'Saldo anterior',
  credit_sale: 'Venta a crédito',
  abono: 'Abono',
  return: 'Devolución',
  cancel: 'Cancelación',
  return_credit: 'Devolución como saldo a favor',
  deposit: 'Anticipo como saldo a favor',
  store_credit_payment: 'Pago con saldo a favor',
  manual_credit: 'Saldo a favor agregado (anticipo)',
  manual_refund: 'Saldo a favor devuelto',
};

/** Store credit by hand: added (a prepayment, «anticipo») or taken back (a prepayment refunded). */
export const CREDIT_ADJUSTMENT_DIRECTIONS = ['add', 'remove'] as const;
export type CreditAdjustmentDirection = (typeof CREDIT_ADJUSTMENT_DIRECTIONS)[number];

/** «SF-12»: the receipt number of store credit added or taken back by hand. */
export function creditAdjustmentFolio(id: number): string {
  return `SF-${id}`;
}

/** How an abono is paid: cash goes into the counter's open session, the others do not. */
export const ABONO_METHODS = ['cash', 'card', 'transfer'] as const;
export type AbonoMethod = (typeof ABONO_METHODS)[number];

/** «AB-12»: an abono's receipt number. */
export function abonoFolio(id: number): string {
  return `AB-${id}`;
}

export interface OpenDebt {
  /** The credit ticket, or null for a balance owed from before the ledger. */
  saleId: number | null;
  outstandingCents: number;
}

/**
 * An abono spread over what is owed, oldest debt first (the order given); each debt takes what it
 * still owes or what is left. Refuses (null) an amount larger than all of it: an overpayment is
 * never kept as a negative balance.
 */
export function allocateAbono(
  amountCents: number,
  debts: readonly OpenDebt[],
): { saleId: number | null; amountCents: number }[] | null {
  const owed = debts.reduce((sum, debt) => sum + Math.max(0, debt.outstandingCents), 0);
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0 || amountCents > owed) return null;
  const out: { saleId: number | null; amountCents: number }[] = [];
  let left = amountCents;
  for (const debt of debts) {
    if (left === 0) break;
    const take = Math.min(left, Math.max(0, debt.outstandingCents));
    if (take === 0) continue;
    out.push({ saleId: debt.saleId, amountCents: take });
    left -= take;
  }
  return out;
}

export interface LedgerMovement {
  amountCents: number;
  balanceAfterCents: number;
}

/**
 * A statement's figures from the balance before its first day and its movements in order: the
 * running balance after each, the charges (what raised the balance), the payments (what lowered
 * it) and the closing balance; `consistent` is false when a stored balance disagrees with the sum.
 */
export function statementFigures(openingCents: number, movements: readonly LedgerMovement[]) {
  let running = openingCents;
  let consistent = true;
  let chargesCents = 0;
  let paymentsCents = 0;
  const rows = movements.map((movement) => {
    running += movement.amountCents;
    if (movement.amountCents > 0) chargesCents += movement.amountCents;
    else paymentsCents -= movement.amountCents;
    if (running !== movement.balanceAfterCents) consistent = false;
    return running;
  });
  return { runningCents: rows, chargesCents, paymentsCents, closingCents: running, consistent };
}

/** Whether a new debt of `cents` fits the customer's limit (null: no limit). */
export function withinCreditLimit(owedCents: number, cents: number, limitCents: number | null): boolean {
  return limitCents === null || owedCents + cents <= limitCents;
}
