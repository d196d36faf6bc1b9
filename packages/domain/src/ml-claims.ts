// Mercado Libre claims and returns of an order (docs/domain-rules.md «Reclamos de Mercado Libre»).
// The words come from the marketplace's pages: «Gestionar reclamos» / «Trabajar con reclamos»
// (developers.mercadolibre.com.mx, GET /post-purchase/v1/claims/{id}: type, stage, status, players[]
// with available_actions[] {action, due_date, mandatory}, resolution) and «Obtener motivo del
// reclamo» (GET /post-purchase/v1/claims/reasons/{reason_id}: PNR, PDD, CS).

/** stage: claim (buyer and seller), dispute (Mercado Libre mediates), recontact, none. */
export const CLAIM_STAGE_LABELS: Record<string, string> = {
  claim: 'Reclamo con el comprador',
  dispute: 'En mediación de Mercado Libre',
  recontact: 'Recontacto después del cierre',
  none: 'Sin etapa',
};

/** status: opened or closed. */
export const CLAIM_STATUS_LABELS: Record<string, string> = {
  opened: 'Abierto',
  closed: 'Cerrado',
};

/** type: mediations, return, cancel_purchase, cancel_sale, change. */
export const CLAIM_TYPE_LABELS: Record<string, string> = {
  mediations: 'Reclamo',
  return: 'Devolución',
  cancel_purchase: 'Cancelación de compra',
  cancel_sale: 'Cancelación de venta',
  change: 'Cambio de producto',
};

/** The three families of reason ids the reasons page documents, by their prefix. */
export const CLAIM_REASON_FAMILIES: Record<string, string> = {
  PNR: 'Producto no recibido',
  PDD: 'Producto diferente o defectuoso',
  CS: 'Cancelación de compra',
};

/** What the seller can do on the marketplace; an action not listed here is shown by its name. */
export const CLAIM_ACTION_LABELS: Record<string, string> = {
  send_message_to_complainant: 'Enviar un mensaje al comprador',
  send_message_to_mediator: 'Enviar un mensaje a Mercado Libre',
  refund: 'Devolver el dinero',
  allow_partial_refund: 'Ofrecer un reembolso parcial',
  allow_return: 'Aceptar la devolución',
  allow_return_label: 'Aceptar la devolución',
  open_dispute: 'Pedir la mediación de Mercado Libre',
  send_potential_shipping: 'Avisar que se enviará el producto',
  add_shipping_evidence: 'Subir la prueba del envío',
  send_attachments: 'Enviar archivos',
  send_tracking_number: 'Enviar el número de guía',
  return_review_ok: 'Revisar la devolución: llegó bien',
  return_review_fail: 'Revisar la devolución: llegó con problemas',
  recontact: 'Volver a contactar',
};

/** resolution.reason values of the examples, in words; another is shown by its name. */
export const CLAIM_RESOLUTION_LABELS: Record<string, string> = {
  payment_refunded: 'Se devolvió el dinero al comprador',
  already_shipped: 'El producto ya se había enviado',
  item_returned: 'El comprador devolvió el producto',
  partial_refunded: 'Se devolvió una parte del dinero',
};

export interface ClaimAction {
  action: string;
  dueDate: string | null;
  mandatory: boolean;
}

export interface ClaimPlayer {
  role?: string;
  type?: string;
  user_id?: number | string;
  available_actions?: { action?: string; due_date?: string | null; mandatory?: boolean | null }[] | null;
}

/** The seller's own actions: the player with the seller's user id, else the respondent seller. */
export function sellerActions(
  players: readonly ClaimPlayer[] | null | undefined,
  sellerId: string,
): ClaimAction[] {
  const list = players ?? [];
  const seller =
    list.find((player) => String(player.user_id) === sellerId) ??
    list.find((player) => player.role === 'respondent' && player.type === 'seller');
  return (seller?.available_actions ?? [])
    .filter((entry) => typeof entry?.action === 'string' && entry.action !== '')
    .map((entry) => ({
      action: entry.action as string,
      dueDate: typeof entry.due_date === 'string' ? entry.due_date : null,
      mandatory: entry.mandatory === true,
    }));
}

/** The date by which the seller must act: the earliest due date of a mandatory action, else of any. */
export function claimDueDate(actions: readonly ClaimAction[]): string | null {
  const dated = (only: boolean) =>
    actions
      .filter((entry) => entry.dueDate !== null && (!only || entry.mandatory))
      .map((entry) => entry.dueDate as string)
      .filter((value) => !Number.isNaN(new Date(value).getTime()))
      .sort((a, b) => new Date(a).getTime() - new Date(b).getTime());
  return dated(true)[0] ?? dated(false)[0] ?? null;
}

export function claimActionLabel(action: string): string {
  return CLAIM_ACTION_LABELS[action] ?? `Acción en Mercado Libre: ${action}`;
}

/** The reason in Spanish: its family (PNR/PDD/CS) and the marketplace's own detail when it gave one. */
export function claimReasonText(reasonId: string | null, detail: string | null): string {
  const family = reasonId
    ? Object.keys(CLAIM_REASON_FAMILIES).find((prefix) => reasonId.startsWith(prefix))
    : undefined;
  const head = family
    ? (CLAIM_REASON_FAMILIES[family] as string)
    : reasonId
      ? `Motivo ${reasonId}`
      : 'Motivo sin indicar';
  const tail = detail?.trim();
  return tail ? `${head}: ${tail}` : head;
}

/** An open claim where the seller has something to do. */
export function claimNeedsAction(status: string, actions: readonly ClaimAction[]): boolean {
  return status === 'opened' && actions.length > 0;
}

/** The returned parcel reached the seller: the return's shipping (or the return itself) is delivered. */
export function returnDelivered(returnStatus: string | null, shipmentStatus: string | null): boolean {
  return shipmentStatus === 'delivered' || returnStatus === 'delivered';
}

const DAY_MS = 86_400_000;

/** «vence en 3 días» (whole days, a part of a day counted as one), «vence hoy», «venció hace 2 días». */
export function claimDueText(dueAt: string | Date | null, now: Date = new Date()): string {
  if (dueAt === null) return '';
  const due = dueAt instanceof Date ? dueAt : new Date(dueAt);
  if (Number.isNaN(due.getTime())) return '';
  const diff = due.getTime() - now.getTime();
  if (diff >= 0) {
    const days = Math.ceil(diff / DAY_MS);
    if (days <= 0) return 'vence hoy';
    if (days === 1) return 'vence en 1 día';
    return `vence en ${days} días`;
  }
  const late = Math.floor(-diff / DAY_MS);
  if (late === 0) return 'venció hoy';
  return late === 1 ? 'venció hace 1 día' : `venció hace ${late} días`;
}
