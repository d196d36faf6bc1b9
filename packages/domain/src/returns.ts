// Returns and warranty claims («Devolución / Garantía»), always against one line of a paid ticket.

export const RETURN_REASONS = [
  'no_funciona',
  'no_era_la_pieza',
  'danada_envio',
  'arrepentimiento',
  'otro',
] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];
export const RETURN_REASON_LABELS: Record<ReturnReason, string> = {
  no_funciona: 'No funciona',
  no_era_la_pieza: 'No era la pieza',
  danada_envio: 'Dañada en el envío',
  arrepentimiento: 'Arrepentimiento',
  otro: 'Otro',
};

/**
 * What the customer gets back: cash from the open session, the ticket's own method, store credit,
 * or another part («cambio»: a new ticket, the difference paid or given back).
 */
export const RETURN_OUTCOMES = ['refund_cash', 'refund_original', 'store_credit', 'exchange'] as const;
export type ReturnOutcome = (typeof RETURN_OUTCOMES)[number];
export const RETURN_OUTCOME_LABELS: Record<ReturnOutcome, string> = {
  refund_cash: 'Reembolso en efectivo (de la caja abierta)',
  refund_original: 'Reembolso a la forma de pago original',
  store_credit: 'Saldo a favor del cliente',
  exchange: 'Cambio por otra pieza',
};

/** How an exchange gives back what is left when the new part costs less than the returned line. */
export const EXCHANGE_DIFFERENCE_OUTCOMES = ['refund_cash', 'refund_original', 'store_credit'] as const;
export type ExchangeDifferenceOutcome = (typeof EXCHANGE_DIFFERENCE_OUTCOMES)[number];

/**
 * An exchange settled: the returned line's value pays the new ticket up to its total (as the
 * customer's store credit, spent at once); the customer pays what the new part costs beyond it,
 * or gets back what is left.
 */
export function exchangeSettlement(returnedCents: number, newTotalCents: number) {
  const credited = Math.min(returnedCents, newTotalCents);
  return {
    creditedCents: credited,
    toPayCents: newTotalCents - credited,
    toGiveBackCents: returnedCents - credited,
  };
}

/** Where the returned part goes: back on sale, set aside for review, or scrapped («merma»). */
export const RETURN_DESTINATIONS = ['disponible', 'en_revision', 'merma'] as const;
export type ReturnDestination = (typeof RETURN_DESTINATIONS)[number];
export const RETURN_DESTINATION_LABELS: Record<ReturnDestination, string> = {
  disponible: 'Regresa al inventario (Disponible)',
  en_revision: 'En revisión',
  merma: 'Merma (se da de baja)',
};

const DAY_MS = 86_400_000;

/** The last moment a line's warranty covers: its ticket's payment plus its warranty days. */
export function warrantyEnd(paidAt: Date, warrantyDays: number): Date {
  return new Date(paidAt.getTime() + warrantyDays * DAY_MS);
}

/** Whether a claim made `now` is within the line's warranty (a line with 0 days never is). */
export function withinWarranty(paidAt: Date, warrantyDays: number, now: Date): boolean {
  return warrantyDays > 0 && now.getTime() <= warrantyEnd(paidAt, warrantyDays).getTime();
}

/** The sale's status after its returns: some lines returned, or all of them. */
export function statusAfterReturns(
  lineCount: number,
  returnedCount: number,
): 'pagada' | 'devuelta_parcial' | 'devuelta' {
  if (returnedCount === 0) return 'pagada';
  return returnedCount >= lineCount ? 'devuelta' : 'devuelta_parcial';
}
